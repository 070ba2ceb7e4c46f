import type { SortingState } from '@tanstack/react-table';

/** What an admin list asks the server for: the page, the search sent, the sort. */
export interface ListState {
  page: number;
  search: string;
  sorting: SortingState;
}

export type ListAction =
  | { type: 'page'; page: number }
  | { type: 'search'; search: string }
  | { type: 'sort'; sorting: SortingState }
  | { type: 'filter' };

/** SPEC.md 9: ten rows a page. */
export const PAGE_SIZE = 10;

export const INITIAL_LIST_STATE: ListState = { page: 1, search: '', sorting: [] };

/**
 * SPEC.md 9: a new search starts again at page 1, and so does another sort or filter (page 4 of a
 * different order is meaningless). The same search arriving again changes nothing.
 */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'page':
      return { ...state, page: Math.max(1, action.page) };
    case 'search': {
      const search = action.search.trim();
      return search === state.search ? state : { ...state, search, page: 1 };
    }
    case 'sort':
      return { ...state, sorting: action.sorting, page: 1 };
    case 'filter':
      return state.page === 1 ? state : { ...state, page: 1 };
  }
}

/** The milliseconds SPEC.md 9 waits after the last keystroke before sending a search. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * Sends `search` SEARCH_DEBOUNCE_MS from now unless cancelled first; returns the cancel. The search box
 * calls it on every change and cancels the previous one, so only the text typed last is sent.
 */
export function scheduleSearch(search: string, dispatch: (action: ListAction) => void): () => void {
  const timer = setTimeout(() => dispatch({ type: 'search', search }), SEARCH_DEBOUNCE_MS);
  return () => clearTimeout(timer);
}
