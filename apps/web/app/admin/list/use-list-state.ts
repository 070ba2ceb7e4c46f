import { useEffect, useReducer, useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import { INITIAL_LIST_STATE, listReducer, scheduleSearch } from './list-state';

/**
 * An admin list's page, sort and search. What is typed shows at once; it is sent to the server
 * SEARCH_DEBOUNCE_MS after the last keystroke, and the list then starts at page 1.
 */
export function useListState(sorting: SortingState = []) {
  const [state, dispatch] = useReducer(listReducer, { ...INITIAL_LIST_STATE, sorting });
  const [searchInput, setSearchInput] = useState('');
  useEffect(() => scheduleSearch(searchInput, dispatch), [searchInput]);
  return { state, dispatch, searchInput, setSearchInput };
}
