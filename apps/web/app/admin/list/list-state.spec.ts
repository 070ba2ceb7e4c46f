import {
  INITIAL_LIST_STATE,
  type ListAction,
  SEARCH_DEBOUNCE_MS,
  listReducer,
  scheduleSearch,
} from './list-state';

describe('listReducer', () => {
  const onPage3 = { ...INITIAL_LIST_STATE, page: 3 };

  it('starts a new search at page 1', () => {
    expect(listReducer(onPage3, { type: 'search', search: 'anna' })).toEqual({
      page: 1,
      search: 'anna',
      sorting: [],
    });
  });

  it('keeps the page when the same search (spaces aside) arrives again', () => {
    const searched = { ...onPage3, search: 'anna' };
    expect(listReducer(searched, { type: 'search', search: ' anna ' })).toBe(searched);
  });

  it('starts at page 1 after a new sort or filter', () => {
    expect(listReducer(onPage3, { type: 'sort', sorting: [{ id: 'name', desc: false }] }).page).toBe(1);
    expect(listReducer(onPage3, { type: 'filter' }).page).toBe(1);
  });

  it('never goes below page 1', () => {
    expect(listReducer(onPage3, { type: 'page', page: 0 }).page).toBe(1);
    expect(listReducer(onPage3, { type: 'page', page: 2 }).page).toBe(2);
  });

  it('waits 500 ms after typing, as SPEC.md 9 says', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });
});

describe('scheduleSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends only the text typed last, 500 ms after the last keystroke, and the list restarts at page 1', () => {
    let state = { ...INITIAL_LIST_STATE, page: 4 };
    const dispatch = (action: ListAction) => (state = listReducer(state, action));
    // As the search box's effect does: each change cancels the search scheduled before it.
    let cancel = scheduleSearch('a', dispatch);
    jest.advanceTimersByTime(300);
    cancel();
    cancel = scheduleSearch('an', dispatch);
    jest.advanceTimersByTime(499);
    expect(state).toEqual({ ...INITIAL_LIST_STATE, page: 4 });
    jest.advanceTimersByTime(1);
    expect(state).toEqual({ ...INITIAL_LIST_STATE, page: 1, search: 'an' });
    cancel();
  });
});
