import { Button } from '@store/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

export const REMOTE_FALLBACK_HEADING = 'This part of the store is unavailable right now.';

/** Shown inside <main> when a remote cannot load or crashes; the rest of the page keeps working. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Only pull focus when it was inside the failed area (e.g. after "Try again" failed again).
    if (document.activeElement === document.body) return;
    if (document.activeElement?.closest('[data-remote-fallback]')) headingRef.current?.focus();
  }, []);
  return (
    <section data-remote-fallback css={{ padding: '48px 24px', textAlign: 'center' }}>
      <h1 ref={headingRef} tabIndex={-1} css={{ fontSize: 24 }}>
        {REMOTE_FALLBACK_HEADING}
      </h1>
      <p>Please try again in a moment.</p>
      <div css={{ display: 'flex', gap: 16, justifyContent: 'center', alignItems: 'center' }}>
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
        <Link to="/">Go to homepage</Link>
      </div>
    </section>
  );
}
