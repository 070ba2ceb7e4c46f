import { useState } from 'react';

/**
 * The rows selected for a bulk action, of the page shown. The selection belongs to what the list
 * shows (`scope`: its page, search, sort and filters, and the rows that came back for them): another
 * scope starts with none selected, so rows ticked on a page that was being replaced are not kept.
 */
export function useSelection(scope: string) {
  const [selection, setSelection] = useState({ scope, ids: new Set<string>() });
  const selected = selection.scope === scope ? selection.ids : new Set<string>();
  return {
    selected,
    setSelected: (ids: Set<string>) => setSelection({ scope, ids }),
    clear: () => setSelection({ scope, ids: new Set() }),
  };
}
