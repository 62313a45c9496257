import { Button, enText, PageHead, SafeHtml } from '@store/shared';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { useShell } from '../app/ShellContext';
import { SHELL_MESSAGES as m } from '../app/shellMessages';

/** The fallback's heading in en (tests and the e2e failure specs find the fallback by it). */
export const REMOTE_FALLBACK_HEADING = enText(m.remoteDown);

/** Shown inside <main> when a remote cannot load or crashes; the rest of the page keeps working. */
export function RemoteFallback({
  onRetry,
  serverHtml = null,
}: {
  onRetry: () => void;
  /**
   * The server's markup of this page (boot/serverMain.ts): shown under a short notice instead of
   * the full apology, so its forms (Add to cart, search) still work without the remote's code.
   */
  serverHtml?: string | null;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { formatMessage: t } = useIntl();
  const { storeName } = useShell();
  useEffect(() => {
    // Only pull focus when it was inside the failed area (e.g. after "Try again" failed again).
    if (document.activeElement === document.body) return;
    if (document.activeElement?.closest('[data-remote-fallback]')) headingRef.current?.focus();
  }, []);
  if (serverHtml) {
    return (
      <div data-remote-fallback>
        <div
          role="status"
          css={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: 12,
            alignItems: 'center',
            justifyContent: 'center',
            padding: 12,
            background: theme.tokens.surface,
          })}
        >
          <span>{t(m.remoteDown)}</span>
          <Button type="button" variant="secondary" onClick={onRetry}>
            {t(m.tryAgain)}
          </Button>
        </div>
        <SafeHtml html={serverHtml} />
      </div>
    );
  }
  return (
    <section data-remote-fallback css={{ padding: '48px 24px', textAlign: 'center' }}>
      {/* The page that failed had no say in the head: the store's name, and not for indexing. */}
      <PageHead title={storeName} noindex />
      <h1 ref={headingRef} tabIndex={-1} css={{ fontSize: 24 }}>
        {t(m.remoteDown)}
      </h1>
      <p>{t(m.remoteDownText)}</p>
      <div css={{ display: 'flex', gap: 16, justifyContent: 'center', alignItems: 'center' }}>
        <Button type="button" onClick={onRetry}>
          {t(m.tryAgain)}
        </Button>
        <Link to="/">{t(m.home)}</Link>
      </div>
    </section>
  );
}
