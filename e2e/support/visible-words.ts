import { Parser } from 'htmlparser2';
import { LATIN_IN_ARABIC } from '@academy/content';

/** Elements whose text no visitor reads as the page's text. */
const HIDDEN = new Set(['head', 'script', 'style', 'template', 'svg', 'noscript']);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Attributes read out or shown to a visitor. */
const READ = ['aria-label', 'alt', 'title', 'placeholder'];
const allowed = new Set(LATIN_IN_ARABIC.map((word) => word.toLowerCase()));

/** A web address or a domain name (innerlighthealing.ae, www.example.com/path): a name, not a word. */
const ADDRESS = /^[("'«]*(?:[a-z][a-z0-9+.-]*:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[/?#]\S*)?[)"'».,;:!?،]*$/i;

/** The Latin-script words of a text, less codes written with digits, addresses and the brand names. */
const latinWords = (text: string) =>
  text
    .split(/\s+/)
    .filter((token) => !/[\d@]/.test(token) && !ADDRESS.test(token))
    .flatMap((token) => token.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [])
    .filter((word) => !allowed.has(word.toLowerCase()));

/**
 * The Latin-script words an Arabic page shows or reads out, outside elements marked as another
 * language (lang="en": the switch to English, a name staff typed in English).
 */
export function latinWordsOf(html: string): string[] {
  const words: string[] = [];
  const open: { name: string; skip: boolean }[] = [];
  const skipping = () => open.some((element) => element.skip);
  let pending = '';
  const flush = () => {
    words.push(...latinWords(pending));
    pending = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'wbr') return;
        flush();
        const skip = HIDDEN.has(name) || (attributes.lang !== undefined && !attributes.lang.startsWith('ar'));
        if (!skip && !skipping())
          for (const attribute of READ)
            if (attributes[attribute])
              words.push(...latinWords(attributes[attribute]).map((word) => `${word} (${attribute})`));
        if (!VOID.has(name)) open.push({ name, skip });
      },
      onclosetag(name) {
        if (name === 'wbr') return;
        flush();
        const at = open.map((element) => element.name).lastIndexOf(name);
        if (at >= 0) open.length = at;
      },
      ontext(text) {
        // A <wbr> breaks no word: its text runs on ('amira@<wbr>innerlighthealing<wbr>.ae').
        if (!skipping()) pending += text;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return words;
}
