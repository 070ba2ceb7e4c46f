import { createContext, useContext, useEffect } from 'react';

/** What a form in a modal tells the modal before it closes. */
export interface CloseGuard {
  /** Whether the form holds something the visitor typed: closing then asks first. */
  hasTyped: boolean;
  /** Forgets the form's draft (the visitor chose to discard it). */
  discard: () => void;
}

interface ModalClose {
  /** Closes the modal, asking first when its form holds typed data. */
  requestClose: () => void;
  /** Tells the modal the form's guard; returns the call that withdraws it. */
  register: (guard: CloseGuard) => () => void;
}

export const ModalCloseContext = createContext<ModalClose | null>(null);

/**
 * Tells the modal around a form whether the form holds typed data, and how to discard its draft; returns
 * the modal's guarded close, for the form's own Cancel. Outside a modal it returns `fallback`.
 */
export function useCloseGuard({ hasTyped, discard }: CloseGuard, fallback: () => void): () => void {
  const modal = useContext(ModalCloseContext);
  useEffect(() => modal?.register({ hasTyped, discard }), [modal, hasTyped, discard]);
  return modal ? modal.requestClose : fallback;
}
