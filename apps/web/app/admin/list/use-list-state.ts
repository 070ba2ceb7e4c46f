import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { SortingState } from '@tanstack/react-table';
import {
  type ListAction,
  listReducer,
  liveParams,
  readListState,
  scheduleSearch,
  writeListState,
} from './list-state';

/**
 * An admin list's page, sort and search, kept in the address (issue 13 §3), so a link, a reload or
 * Back shows the same list. What is typed shows at once; it is sent to the server SEARCH_DEBOUNCE_MS
 * after the last keystroke, and the list then starts at page 1.
 */
export function useListState(defaultSorting: SortingState = []) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // The default is fixed for a screen; a new array each render must not read as a new default.
  const [defaults] = useState(defaultSorting);
  const state = useMemo(() => readListState(params, defaults), [params, defaults]);
  const [searchInput, setSearchInput] = useState(state.search);

  const dispatch = useCallback(
    (action: ListAction) => {
      // A search sent while the next screen loads (the old one stays shown meanwhile) must not bring
      // the person back here.
      if (window.location.pathname !== pathname) return;
      const current = liveParams();
      const now = readListState(current, defaults);
      const next = listReducer(now, action);
      if (next === now) return;
      // A new search replaces the address (no history entry per word); pages and sorts can be gone back to.
      setParams(writeListState(current, next, defaults), { replace: action.type === 'search' });
    },
    [setParams, defaults, pathname],
  );

  // Back or a link brought another search: the box shows it (adjusted while rendering, as React advises).
  const [shownSearch, setShownSearch] = useState(state.search);
  if (shownSearch !== state.search) {
    setShownSearch(state.search);
    if (searchInput.trim() !== state.search) setSearchInput(state.search);
  }
  useEffect(() => scheduleSearch(searchInput, dispatch), [searchInput, dispatch]);
  return { state, dispatch, searchInput, setSearchInput };
}
