import { reportError, type RemoteName } from '@store/shared';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailableError } from './loadRemoteRoutes';

interface Props {
  /** The remote whose area this is (for the error report); absent for a lazy part of the shell. */
  remote?: RemoteName;
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
    // A load that timed out was reported where it timed out; everything else threw in render.
    if (!(error instanceof RemoteUnavailableError))
      reportError({
        kind: 'render',
        message: `${this.props.remote ?? 'a lazy part of the shell'} failed while rendering: ${error instanceof Error ? error.message : String(error)}`,
        ...(this.props.remote ? { remote: this.props.remote } : {}),
        error,
      });
    this.props.onError?.(error);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
