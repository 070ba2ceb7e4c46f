// Writes libs/content/src/ar/site.ts, the Arabic site's content: the English index with each Arabic twin
// (every export of src/ar/<file>.ts) in place of its English object, except the values kept English on
// purpose. Run after adding a twin (src/ar/arabic-texts.spec.ts fails until it is listed):
//   node libs/content/scripts/write-arabic-site.mjs && npx prettier --write libs/content/src/ar/site.ts
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

/** Twins the Arabic site keeps English: the values the server and the calendar name things by. */
const KEPT_ENGLISH = ['PROGRAMME_LEVELS', 'ALL_LEVELS', 'NEXT_AVAILABLE_INTAKE', 'COUNTRY_LIST'];

const dir = new URL('../src/ar/', import.meta.url);
const exports = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && file !== 'site.ts')
  .sort()
  .flatMap((file) => {
    const names = [...readFileSync(new URL(file, dir), 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)]
      .map((match) => match[1])
      .filter((name) => !KEPT_ENGLISH.includes(name));
    return names.length ? [`export { ${names.join(', ')} } from './${file.replace(/\.ts$/, '')}';`] : [];
  });

writeFileSync(
  new URL('site.ts', dir),
  `// Written by libs/content/scripts/write-arabic-site.mjs; do not edit by hand.
/**
 * The content of the Arabic site (issue 30): everything of the English index, with each text object
 * replaced by its Arabic twin. The web's Arabic build resolves '@academy/content' here, so a screen
 * shows Arabic without knowing it, and the English build ships no byte of it. A named export shadows the
 * star export of the same name.
 *
 * Kept English on purpose: the values the server and the calendar name levels and programmes by
 * (${KEPT_ENGLISH.slice(0, 3).join(', ')}), and the country list behind COUNTRIES.
 */
import type { Locale } from '../locale';

export * from '../index';
export const SITE_LOCALE: Locale = 'ar';
${exports.join('\n')}
`,
);
