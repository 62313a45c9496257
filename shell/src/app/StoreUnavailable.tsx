import { PageHead } from '@store/shared';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export const STORE_UNAVAILABLE_HEADING = 'Store unavailable';

/**
 * The whole store could not start (its config.json failed, or the shell crashed). Says so for this
 * host and offers a reload; never shows another store instead. The same words as the static page
 * in shell/index.html, which covers the shell's own script failing to load.
 */
export function StoreUnavailable({
  host = window.location.host,
  onRetry = () => window.location.reload(),
}: {
  host?: string;
  onRetry?: () => void;
}) {
  return (
    <main
      id="main"
      css={{
        maxWidth: 560,
        margin: '0 auto',
        padding: '64px 24px',
        textAlign: 'center',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      {/* No store name: the store's data is what failed. An outage page is nobody's search result. */}
      <PageHead title={STORE_UNAVAILABLE_HEADING} noindex />
      <h1>{STORE_UNAVAILABLE_HEADING}</h1>
      <p>{`The store at ${host} could not be loaded right now. Please try again in a moment.`}</p>
      <button
        type="button"
        onClick={onRetry}
        css={{ minHeight: 44, padding: '10px 20px', fontSize: 16, cursor: 'pointer' }}
      >
        Retry
      </button>
    </main>
  );
}

interface Props {
  children: ReactNode;
}

/** Last guard: a crash anywhere in the shell's tree shows StoreUnavailable, not a blank page. */
export class ShellErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] the shell crashed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <StoreUnavailable /> : this.props.children;
  }
}
