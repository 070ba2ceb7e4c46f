/**
 * What `load` gives, made on the first call and shared by every later one. For a library only some
 * requests or instances need, loaded with `await import(…)` so that a process that never needs it never
 * loads it (issue 29). A failed load is not caught here: it rejects for every caller.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
