import { bus, type BusEventMap } from '@store/shared';
import { useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { LOGIN_MESSAGES as m } from './messages';

type Refusal = BusEventMap['access:refused']['payload'];

/** "in 45 seconds", "in 2 minutes": the wait in the shopper's language (Intl.RelativeTimeFormat). */
function waitPhrase(intl: Pick<IntlShape, 'formatRelativeTime'>, ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60
    ? intl.formatRelativeTime(seconds, 'second')
    : intl.formatRelativeTime(Math.ceil(seconds / 60), 'minute');
}

/** The refusal the shell announced for the code just given (sticky: it came before this page). */
function useRefusal(): Refusal | undefined {
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  useEffect(() => {
    const sub = bus.on('access:refused').subscribe(setRefusal);
    return () => sub.unsubscribe();
  }, []);
  return refusal;
}

/** The clock, ticking each second until `until` (then it stops). */
function useNow(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === undefined || until <= Date.now()) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return now;
}

/**
 * Why the code just given did not open the store: wrong, or too many wrong ones, with when a code
 * may be tried again (the API's Retry-After, counted down). Nothing when no code was refused.
 */
export function AccessRefusal() {
  const intl = useIntl();
  const refusal = useRefusal();
  const retryAt = refusal?.reason === 'too-many-attempts' ? refusal.retryAt : undefined;
  const now = useNow(retryAt);
  if (!refusal) return null;
  let text = intl.formatMessage(m.refused);
  if (refusal.reason === 'too-many-attempts') {
    const left = (retryAt ?? now) - now;
    text =
      left > 0
        ? intl.formatMessage(m.tooManyAttempts, { when: waitPhrase(intl, left) })
        : intl.formatMessage(m.tryAgainNow);
  }
  return (
    <p
      role="alert"
      css={(t) => ({
        padding: '12px 16px',
        border: `1px solid ${t.tokens.danger}`,
        borderRadius: t.radii.md,
        color: t.tokens.danger,
      })}
    >
      {text}
    </p>
  );
}
