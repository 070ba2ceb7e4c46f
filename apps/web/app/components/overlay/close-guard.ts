import { createContext, useContext, useEffect, useRef } from 'react';

/** What a form in a modal tells the modal before it closes. */
export interface CloseGuard {
  /** Whether the form holds something the visitor typed: closing then asks first. */
  hasTyped(): boolean;
  /** Forgets the form's draft (the visitor chose to discard it). */
  discard(): void;
}

interface ModalClose {
  /** Closes the modal, asking first when its form holds typed data. */
  requestClose(): void;
  /** The form's guard, registered while the form is shown. */
  guard: { current: CloseGuard | null };
}

export const ModalCloseContext = createContext<ModalClose | null>(null);

/**
 * Registers a form's guard with the modal around it and returns the modal's guarded close, for the
 * form's own Cancel. Outside a modal it returns `fallback`.
 */
export function useCloseGuard(guard: CloseGuard, fallback: () => void): () => void {
  const modal = useContext(ModalCloseContext);
  // The latest guard is read when the question arises, so it sees the latest values.
  const latest = useRef(guard);
  latest.current = guard;
  useEffect(() => {
    if (!modal) return;
    const registered: CloseGuard = {
      hasTyped: () => latest.current.hasTyped(),
      discard: () => latest.current.discard(),
    };
    modal.guard.current = registered;
    return () => {
      if (modal.guard.current === registered) modal.guard.current = null;
    };
  }, [modal]);
  return modal ? modal.requestClose : fallback;
}
