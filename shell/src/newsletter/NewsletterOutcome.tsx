import { Banner } from '@store/shared';
import { useLocation } from '@store/shared/router';
import { useIntl } from 'react-intl';
import { useShellSelector } from '../app/shellStore';
import { NEWSLETTER_MESSAGES as m } from './newsletterMessages';

/** The query parameter the store server's `POST /newsletter` comes back with. */
export const NEWSLETTER_PARAM = 'newsletter';

/**
 * What the store server's signup did (api `host/actions/newsletterForm.ts` `NewsletterOutcome`),
 * worded as the live form words the same outcome.
 */
const OUTCOMES = {
  subscribed: { kind: 'success', text: m.subscribed },
  already: { kind: 'success', text: m.alreadySubscribed },
  failed: { kind: 'error', text: m.failed },
  invalid: { kind: 'error', text: m.emailInvalid },
} as const;

type Outcome = keyof typeof OUTCOMES;

const isOutcome = (v: string | null): v is Outcome =>
  v !== null && Object.prototype.hasOwnProperty.call(OUTCOMES, v);

/**
 * The footer's signup outcome after the plain form's post came back (`?newsletter=`), in a
 * banner under the form. The live form's own outcome replaces it once the shopper uses that one.
 */
export function NewsletterOutcome() {
  const { search } = useLocation();
  const liveStatus = useShellSelector((s) => s.newsletter.footer.status);
  const { formatMessage: t } = useIntl();
  const outcome = new URLSearchParams(search).get(NEWSLETTER_PARAM);
  if (!isOutcome(outcome) || liveStatus !== 'idle') return null;
  const { kind, text } = OUTCOMES[outcome];
  return <Banner kind={kind}>{t(text)}</Banner>;
}
