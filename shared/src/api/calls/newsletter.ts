import { getRuntimeConfig } from '../config';
import { fetchJson } from '../fetchJson';

/** Which form the shopper used: the header's "Get notified" modal or the footer. */
export type NewsletterSource = 'header' | 'footer';

export interface NewsletterSignup {
  subscribed: true;
  /** The email was already on the store's list (signing up again changes nothing). */
  alreadySubscribed: boolean;
}

/**
 * POST {backend}/v1/newsletter/{storeSlug} (path chosen by us; stands in for the marketing-forms
 * embed of SPEC §9). Idempotent per store and email. Not retried: the form offers a new try.
 */
export function subscribeNewsletter(
  storeSlug: string,
  email: string,
  source: NewsletterSource,
): Promise<NewsletterSignup> {
  return fetchJson(
    'Newsletter signup',
    `${getRuntimeConfig().hosts.backend}/v1/newsletter/${encodeURIComponent(storeSlug)}`,
    { method: 'POST', body: { email, source }, retries: 0 },
  );
}
