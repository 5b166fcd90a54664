import { Component, type ReactNode } from 'react';

interface Props {
  /** what to show once loading failed */
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a page chunk that failed (network, timeout, broken deploy) and shows the reload block. */
export class ChunkErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('page failed to load', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
