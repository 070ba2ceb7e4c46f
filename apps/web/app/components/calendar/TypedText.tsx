import { dataLang, dataParts } from '@academy/content';

/**
 * A text staff typed (an event's name, place or trainer) as a page shows it: on the Arabic site each
 * part in Latin script is marked as English (lang="en") for the reader; on the English site the text
 * alone, as before.
 */
export function TypedText({ text }: { text: string }) {
  return (
    <>
      {dataParts(text).map((part, index) => {
        const lang = dataLang(part);
        return lang ? (
          <span key={index} lang={lang}>
            {part}
          </span>
        ) : (
          part
        );
      })}
    </>
  );
}
