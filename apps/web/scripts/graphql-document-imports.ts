import { readFileSync } from 'node:fs';
import { type DefinitionNode, parse } from 'graphql';
import type { Plugin } from 'vite';

/** A `graphql(`…`)` call of GraphQL Code Generator's client preset (it allows no interpolation). */
const documentCalls = () => /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/** A document in the generated graphql.ts: its constant's name and its DocumentNode, on one line. */
const GENERATED_DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

const VIRTUAL_PREFIX = 'virtual:graphql-document/';

/** The generated constant the client preset names for a document's first definition. */
function generatedName(definition: DefinitionNode | undefined): string | undefined {
  if (definition?.kind === 'OperationDefinition' && definition.name)
    return `${definition.name.value}Document`;
  if (definition?.kind === 'FragmentDefinition') return `${definition.name.value}FragmentDoc`;
  return undefined;
}

/**
 * The client preset's `graphql()` looks a document up in a map of every document of the app (gql.ts),
 * so any bundle that declares one carried them all: about 90 KB of script that every island asking
 * for live seats loaded and ran as the page became usable. This rewrites each call, at build time,
 * into an import of a module holding only that document, as generated in graphql.ts (which, as one
 * module, would still land whole in one shared chunk). The preset's babel plugin rewrites the calls
 * too, but imports each document under its own name, which our modules give their constants
 * (`const CalendarEventsDocument = graphql(…)`). A call whose document codegen has not generated fails
 * the build: run `npm run codegen`. Builds only: the development server keeps the map, which stays
 * current when codegen runs while it serves.
 */
export function graphqlDocumentImports(generatedDir: string): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'graphql-document-imports',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const generated = readFileSync(`${generatedDir}graphql.ts`, 'utf8');
      documents = new Map(
        Array.from(generated.matchAll(GENERATED_DOCUMENT), ([, name, json]) => [name, json]),
      );
    },
    resolveId: (id) => (id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return undefined;
      return `export default ${documents.get(id.slice(VIRTUAL_PREFIX.length + 1))};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDir) || !documentCalls().test(code)) return undefined;
      const imports: string[] = [];
      const rewritten = code.replace(documentCalls(), (call: string, source: string) => {
        const name = generatedName(parse(source).definitions[0]);
        if (!name || !documents.has(name)) {
          this.error(`${id}: no generated document for a graphql() call; run npm run codegen`);
        }
        const local = `__graphqlDocument${imports.length}`;
        imports.push(`import ${local} from '${VIRTUAL_PREFIX}${name}';`);
        // As many lines as the call had, so that what follows keeps its line numbers.
        return `${local}${'\n'.repeat(call.split('\n').length - 1)}`;
      });
      return { code: `${imports.join(' ')}${rewritten}`, map: null };
    },
  };
}
