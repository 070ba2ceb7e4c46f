/**
 * A form's draft: what the visitor typed, kept until the form is sent or the draft discarded, so a stray
 * Escape, a click beside a modal or a reload loses nothing.
 *
 * Kept in sessionStorage, not localStorage: drafts hold personal details (names, birth date, addresses),
 * and sessionStorage forgets them when the tab closes, so nothing is left behind on a shared computer,
 * while a reload or reopening the form in the same tab finds them. Only what a form puts in its draft
 * is kept: text and choices, never files or passwords.
 */
export interface FormDraft<Values> {
  read(): Values | undefined;
  save(values: Values): void;
  discard(): void;
}

const PREFIX = 'academy.draft.';

/** Where the draft `key` is kept in the tab's storage. */
export const draftStorageKey = (key: string) => PREFIX + key;

/** The tab's storage; undefined on the server or when the browser refuses storage (private modes). */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The draft stored under `key`. `accept` checks what is read back (another version of the site may have
 * written it), returning the values to use or undefined to ignore it.
 */
export function formDraft<Values>(
  key: string,
  accept: (stored: unknown) => Values | undefined,
): FormDraft<Values> {
  const name = draftStorageKey(key);
  return {
    read() {
      try {
        const text = storage()?.getItem(name);
        return text ? accept(JSON.parse(text)) : undefined;
      } catch {
        return undefined;
      }
    },
    save(values) {
      try {
        storage()?.setItem(name, JSON.stringify(values));
      } catch {
        // Storage full or refused: the form works on without a draft.
      }
    },
    discard() {
      try {
        storage()?.removeItem(name);
      } catch {
        // Nothing kept, nothing to remove.
      }
    },
  };
}

/** A stored object's entries whose values have the type of the same entry in `shape`. */
export function sameShape<Values extends object>(shape: Values, stored: unknown): Partial<Values> {
  if (typeof stored !== 'object' || stored === null) return {};
  const kept: Partial<Values> = {};
  for (const key of Object.keys(shape) as (keyof Values)[]) {
    const value = (stored as Record<keyof Values, unknown>)[key];
    if (typeof value === typeof shape[key]) kept[key] = value as Values[keyof Values];
  }
  return kept;
}
