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
  | { type: 'sort'; sorting: SortingState };

/** The address's parameters of a list: its page, the search sent, and its sort ('name', '-createdAt'). */
export const LIST_PARAMS = { page: 'page', search: 'q', sort: 'sort' } as const;

const sortParam = ([sort]: SortingState) => (sort ? `${sort.desc ? '-' : ''}${sort.id}` : '');

/**
 * A list's state as its address holds it (issue 13 §3: a link or a reload opens the same page, search
 * and order); what the address does not say, or says wrongly, is the default.
 */
export function readListState(params: URLSearchParams, defaultSorting: SortingState = []): ListState {
  const page = Number(params.get(LIST_PARAMS.page));
  const sort = /^(-?)([A-Za-z]+)$/.exec(params.get(LIST_PARAMS.sort) ?? '');
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: (params.get(LIST_PARAMS.search) ?? '').trim(),
    sorting: sort ? [{ id: sort[2], desc: sort[1] === '-' }] : defaultSorting,
  };
}

/** The address's parameters for `state`, the others (a filter) kept; defaults are left out. */
/**
 * The address's parameters as they are now. A navigation renders in a transition, so the parameters of
 * the last render can lag behind the address: a write built on them would drop what was written since
 * (a sort, then Next, lost the sort).
 */
export const liveParams = () => new URLSearchParams(window.location.search);

export function writeListState(
  params: URLSearchParams,
  state: ListState,
  defaultSorting: SortingState = [],
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(name);
    else next.set(name, value);
  };
  set(LIST_PARAMS.page, String(state.page), '1');
  set(LIST_PARAMS.search, state.search, '');
  set(LIST_PARAMS.sort, sortParam(state.sorting), sortParam(defaultSorting));
  return next;
}

/** SPEC.md 9: ten rows a page. */
export const PAGE_SIZE = 10;

export const INITIAL_LIST_STATE: ListState = { page: 1, search: '', sorting: [] };

/**
 * SPEC.md 9: a new search starts again at page 1, and so does another sort (page 4 of a different
 * order is meaningless; another filter too: useProgrammeChoice). The same search arriving again changes nothing.
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
