import type { ApiCall } from '../call';

// The newsletter's call as data (call.ts): Node-safe, read by the store server too.

/** Which form the shopper used: the header's "Get notified" modal or the footer. */
export const NEWSLETTER_SOURCES = ['header', 'footer'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export interface NewsletterSignup {
  subscribed: true;
  /** The email was already on the store's list (signing up again changes nothing). */
  alreadySubscribed: boolean;
}

/**
 * POST {backend}/v1/newsletter/{storeSlug} (path chosen by us; stands in for the marketing-forms
 * embed of SPEC §9). Idempotent per store and email. Not retried: the form offers a new try.
 */
export const newsletterCall = (
  storeSlug: string,
  email: string,
  source: NewsletterSource,
): ApiCall<NewsletterSignup> => ({
  name: 'Newsletter signup',
  host: 'backend',
  path: `/v1/newsletter/${encodeURIComponent(storeSlug)}`,
  method: 'POST',
  body: { email, source },
  retries: 0,
});
