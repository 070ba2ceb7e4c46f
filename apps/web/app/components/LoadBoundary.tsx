import { Component, type ReactNode } from 'react';

interface LoadBoundaryProps {
  /** Shown instead of the children when their code could not be loaded. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a lazily loaded part's failure (its chunk did not arrive) to that part, so the rest of the
 * page stays usable instead of the whole screen giving way to the error page.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
