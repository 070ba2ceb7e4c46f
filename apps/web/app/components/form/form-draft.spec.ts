import { formDraft, sameShape } from './form-draft';

/** The tab's session storage, as a browser has it (these tests run in Node). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('formDraft', () => {
  beforeEach(() => {
    Object.assign(globalThis, { window: { sessionStorage: new MemoryStorage() } });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('keeps values in this tab’s session storage until discarded', () => {
    const draft = formDraft('test', (stored) => sameShape({ name: '', ticked: false }, stored));
    expect(draft.read()).toBeUndefined();
    draft.save({ name: 'Layla', ticked: true });
    expect(window.sessionStorage.getItem('academy.draft.test')).toBe('{"name":"Layla","ticked":true}');
    expect(draft.read()).toEqual({ name: 'Layla', ticked: true });
    draft.discard();
    expect(draft.read()).toBeUndefined();
  });

  it('works on without storage (on the server, or refused by the browser)', () => {
    Reflect.deleteProperty(globalThis, 'window');
    const draft = formDraft('test', (stored) => sameShape({ name: '' }, stored));
    draft.save({ name: 'Layla' });
    expect(draft.read()).toBeUndefined();
  });

  it('ignores what it cannot read, and entries of another shape', () => {
    const draft = formDraft('test', (stored) => sameShape({ name: '', ticked: false }, stored));
    window.sessionStorage.setItem('academy.draft.test', '{not json');
    expect(draft.read()).toBeUndefined();
    window.sessionStorage.setItem('academy.draft.test', '{"name":3,"ticked":true,"extra":"x"}');
    expect(draft.read()).toEqual({ ticked: true });
  });
});
