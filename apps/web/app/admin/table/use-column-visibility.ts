import { useState } from 'react';
import type { VisibilityState } from '@tanstack/react-table';
import { useHydrated } from '../../hooks/use-hydrated';

const storageKey = (list: string) => `admin-columns:${list}`;

function readStored(list: string): VisibilityState | undefined {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(list)) ?? 'null');
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return undefined;
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    // A value another version wrote, or storage refused: the defaults stand.
    return undefined;
  }
}

/**
 * The columns a list shows, remembered per list in this browser. The server's HTML and hydration use
 * the defaults; what was chosen is read once the page has hydrated, so both renders agree.
 */
export function useColumnVisibility(list: string, defaults: VisibilityState) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<{ list: string; visibility: VisibilityState }>();
  const own = chosen?.list === list ? chosen.visibility : hydrated ? readStored(list) : undefined;
  const change = (visibility: VisibilityState) => {
    setChosen({ list, visibility });
    try {
      window.localStorage.setItem(storageKey(list), JSON.stringify(visibility));
    } catch {
      // Private mode or a full storage: the choice holds until the page is left.
    }
  };
  return [{ ...defaults, ...own }, change] as const;
}
