import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Told once the boundary caught something. */
  onError?: (error: unknown) => void;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Catches a remote's load or render failure so only its own area shows the fallback. It never
 * resets itself: the owner remounts it (new key) to try again, with a fresh lazy component.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown remote error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] remote area failed', error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
