// Fails when a project's imports run in a circle: between two files, or between two of its folders (a
// folder's files importing another folder whose files import it back). Folders are the top-level ones under
// the source root; `--split <folder>` counts each sub-folder (and file) of that folder as its own, as the
// server's modules/<name> are. `--order <file>` also fails an import from one of those sub-folders up to
// one that the file's list (the server's MODULES) sets up after it.
import madge from 'madge';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [root, ...options] = process.argv.slice(2);
const option = (name) => (options.includes(name) ? options[options.indexOf(name) + 1] : undefined);
const split = option('--split');
const orderFile = option('--order');
if (!root)
  throw new Error('Usage: check-import-cycles.mjs <source root> [--split <folder>] [--order <file>]');

const graph = await madge(root, {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: path.resolve(import.meta.dirname, '../tsconfig.base.json'),
  includeNpm: false,
  excludeRegExp: [/\.spec\.tsx?$/, /^testing\//],
});
const files = graph.obj();
const inside = (file) => !file.startsWith('..');

const folderOf = (file) => {
  const parts = file.split('/');
  if (parts[0] === split && parts.length > 1) return parts.slice(0, 2).join('/');
  return parts.length > 1 ? parts[0] : file;
};
const folders = new Map();
for (const [file, imports] of Object.entries(files)) {
  if (!inside(file)) continue;
  const from = folderOf(file);
  if (!folders.has(from)) folders.set(from, new Set());
  for (const target of imports.filter(inside).map(folderOf)) {
    if (target !== from) folders.get(from).add(target);
  }
}

// Tarjan's strongly connected components: each of more than one folder is a circle.
const folderCycles = [];
const order = new Map();
const low = new Map();
const stack = [];
let next = 0;
const visit = (folder) => {
  order.set(folder, next);
  low.set(folder, next++);
  stack.push(folder);
  for (const target of folders.get(folder) ?? []) {
    if (!order.has(target)) {
      visit(target);
      low.set(folder, Math.min(low.get(folder), low.get(target)));
    } else if (stack.includes(target)) {
      low.set(folder, Math.min(low.get(folder), order.get(target)));
    }
  }
  if (low.get(folder) !== order.get(folder)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    component.push(member);
  } while (member !== folder);
  if (component.length > 1) folderCycles.push(component);
};
for (const folder of folders.keys()) if (!order.has(folder)) visit(folder);

// The sub-folders in the order the list names them: `import { xModule } from './x'` gives each name's folder.
const setUpOrder = [];
if (orderFile) {
  const source = readFileSync(path.join(root, orderFile), 'utf8');
  const folderOfName = new Map(
    [...source.matchAll(/import \{ (\w+) \} from '\.\/([\w-]+)'/g)].map(([, name, folder]) => [name, folder]),
  );
  const start = source.indexOf('= [');
  const list = source.slice(start, source.indexOf(']', start));
  for (const [name] of list.matchAll(/\w+/g)) {
    if (folderOfName.has(name)) setUpOrder.push(`${split}/${folderOfName.get(name)}`);
  }
}
const upward = [];
for (const [file, imports] of Object.entries(files)) {
  const rank = setUpOrder.indexOf(folderOf(file));
  if (!inside(file) || rank === -1) continue;
  for (const target of imports.filter(inside)) {
    if (setUpOrder.indexOf(folderOf(target)) > rank) upward.push(`${file} → ${target}`);
  }
}

const fileCycles = graph.circular();
for (const cycle of fileCycles) console.error(`File cycle: ${cycle.join(' → ')}`);
for (const cycle of folderCycles) console.error(`Folder cycle: ${cycle.sort().join(' ↔ ')}`);
for (const line of upward) console.error(`Import up to a module set up later: ${line}`);
if (fileCycles.length + folderCycles.length + upward.length > 0) process.exit(1);
