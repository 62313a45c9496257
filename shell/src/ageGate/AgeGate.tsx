import { useTheme } from '@emotion/react';
import { Button } from '@store/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export const AGE_VERIFIED_KEY = 'isVerified';
export const AGE_GATE_EXIT_URL = 'https://www.google.com';

export function isAgeVerified(storage: Storage | null = safeStorage()): boolean {
  return storage?.getItem(AGE_VERIFIED_KEY) === 'true';
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href]';

/**
 * SPEC §4/§5 age gate: Proceed is enabled only when both boxes are ticked; it stores isVerified in
 * local storage. Exit leaves the store. It cannot be dismissed otherwise.
 */
export function AgeGate({
  onVerified,
  onExit = () => window.location.assign(AGE_GATE_EXIT_URL),
}: {
  onVerified: () => void;
  onExit?: () => void;
}) {
  const theme = useTheme();
  const [adult, setAdult] = useState(false);
  const [notRestricted, setNotRestricted] = useState(false);
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const proceed = () => {
    try {
      window.localStorage.setItem(AGE_VERIFIED_KEY, 'true');
    } catch {
      // Storage blocked: verified for this page view only.
    }
    onVerified();
  };

  return (
    <div
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 3000,
        background: 'rgba(17,24,39,0.85)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-modal="age-verification"
        onKeyDown={onKeyDown}
        css={{
          background: theme.colors.background,
          color: theme.colors.text,
          borderRadius: 8,
          padding: 24,
          maxWidth: 440,
          width: '100%',
        }}
      >
        <h2 id={titleId} css={{ marginTop: 0 }}>
          Age verification
        </h2>
        <p>You must confirm the following to enter this store.</p>
        <label css={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
          <input type="checkbox" checked={adult} onChange={(e) => setAdult(e.target.checked)} />I am
          18 years or older
        </label>
        <label css={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
          <input
            type="checkbox"
            checked={notRestricted}
            onChange={(e) => setNotRestricted(e.target.checked)}
          />
          I do not live in Louisiana or Utah
        </label>
        <div css={{ display: 'flex', gap: 12, marginTop: 16 }}>
          <Button type="button" disabled={!(adult && notRestricted)} onClick={proceed}>
            Proceed
          </Button>
          <Button type="button" variant="secondary" onClick={onExit}>
            Exit
          </Button>
        </div>
      </div>
    </div>
  );
}
