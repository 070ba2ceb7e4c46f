import { useLayoutEffect, useRef } from 'react';

/**
 * A prerendered form can be typed in before its script arrives. Hydration keeps what the visitor typed
 * on screen but not in React's state, so the form would submit empty fields; this reads the controls
 * once, right after hydration, so `adopt` can put their values into the form's state.
 */
export function useFormValuesTypedEarly<T extends HTMLElement>(adopt: (form: T) => void) {
  const ref = useRef<T>(null);
  const adoptRef = useRef(adopt);
  useLayoutEffect(() => {
    if (ref.current) adoptRef.current(ref.current);
  }, []);
  return ref;
}
