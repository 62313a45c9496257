import { send } from '../send';
import { newsletterCall, type NewsletterSignup, type NewsletterSource } from './newsletterCalls';

export * from './newsletterCalls';

export const subscribeNewsletter = (
  storeSlug: string,
  email: string,
  source: NewsletterSource,
): Promise<NewsletterSignup> => send(newsletterCall(storeSlug, email, source));
