import {
  INITIAL_LIST_STATE,
  type ListAction,
  SEARCH_DEBOUNCE_MS,
  listReducer,
  readListState,
  scheduleSearch,
  writeListState,
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

  it('starts at page 1 after a new sort', () => {
    expect(listReducer(onPage3, { type: 'sort', sorting: [{ id: 'name', desc: false }] }).page).toBe(1);
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

describe('the list state in the address', () => {
  const newestFirst = [{ id: 'createdAt', desc: true }];
  const read = (query: string) => readListState(new URLSearchParams(query), newestFirst);

  it('reads page, search and sort, each defaulting when absent or wrong', () => {
    expect(read('page=3&q=anna%20b&sort=-name')).toEqual({
      page: 3,
      search: 'anna b',
      sorting: [{ id: 'name', desc: true }],
    });
    expect(read('sort=email').sorting).toEqual([{ id: 'email', desc: false }]);
    expect(read('')).toEqual({ page: 1, search: '', sorting: newestFirst });
    expect(read('page=0&sort=%3Bdrop')).toEqual({ page: 1, search: '', sorting: newestFirst });
    expect(read('page=2.5').page).toBe(1);
  });

  it('writes what differs from the defaults and keeps the other parameters', () => {
    const params = new URLSearchParams('programme=HHME&page=4&q=old');
    const written = writeListState(
      params,
      { page: 1, search: 'anna', sorting: [{ id: 'name', desc: false }] },
      newestFirst,
    );
    expect(written.toString()).toBe('programme=HHME&q=anna&sort=name');
    expect(
      writeListState(params, { page: 2, search: '', sorting: newestFirst }, newestFirst).toString(),
    ).toBe('programme=HHME&page=2');
  });

  it('reads back what it writes', () => {
    const state = { page: 5, search: 'tester paged', sorting: [{ id: 'levelName', desc: true }] };
    expect(read(writeListState(new URLSearchParams(), state, newestFirst).toString())).toEqual(state);
  });
});
