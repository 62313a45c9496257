import type { FastifyInstance } from 'fastify';
import { emailField } from '@store/shared/src/schemas/email';
import { NEWSLETTER_SOURCES, newsletterCall } from '@store/shared/src/api/calls/newsletterCalls';
import { rateLimitConfig, type RateLimits } from '../ops/rateLimits';
import type { HostOptions } from '../hostOptions';
import { requestStoreSlug } from '../requestStore';
import type { ShopperApi, ShopperApiAnswer } from './shopperApi';
import { refuse, returnPath, seeOther, withQueryParam } from './formReplies';

export interface NewsletterFormOptions {
  host: HostOptions;
  rateLimits: RateLimits;
  api: ShopperApi;
}

/**
 * What the footer's newsletter form posts before (or without) its script (shell
 * `newsletter/PlainNewsletterForm.tsx` names the same fields): the email as typed, which form it
 * is, and the page to come back to. Other fields are ignored; the email's rule is checked below.
 */
export interface NewsletterForm {
  email: string;
  source: (typeof NEWSLETTER_SOURCES)[number];
  return?: string;
}

export const newsletterFormSchema = {
  type: 'object',
  required: ['email', 'source'],
  properties: {
    email: { type: 'string' },
    source: { type: 'string', enum: NEWSLETTER_SOURCES },
    return: { type: 'string' },
  },
} as const;

/**
 * What the page shows when it comes back (`?newsletter=`, shell `NewsletterOutcome`): signed up,
 * already on the list, the signup failed, or the email is not one (nothing was sent).
 */
export type NewsletterOutcome = 'subscribed' | 'already' | 'failed' | 'invalid';

/** The query parameter the outcome travels in. */
export const NEWSLETTER_PARAM = 'newsletter';

/** The browser form's own rule (shared `emailField`: trimmed, required, a plausible mailbox). */
const EMAIL = emailField();

/** The email as the browser form would send it (trimmed), or null when it would refuse it. */
function validEmail(raw: string): string | null {
  try {
    return EMAIL.validateSync(raw);
  } catch {
    return null;
  }
}

/** The signup's answer as the browser's epic reads it: any 2xx signed up, anything else failed. */
function outcomeOf(answer: ShopperApiAnswer): NewsletterOutcome {
  if (answer.status < 200 || answer.status >= 300) return 'failed';
  const already = (answer.body as { alreadySubscribed?: unknown } | null)?.alreadySubscribed;
  return already === true ? 'already' : 'subscribed';
}

/**
 * POST /newsletter (in a plugin that accepts form posts): the newsletter signup without script.
 * The same rule as the browser form (an email it would refuse is the shopper's typo: the page
 * comes back saying so, nothing sent), then the same call (the API's own signup route, over
 * loopback with the shopper's cookies and host, so the store, its access and the list's rules are
 * the route's), then 303 back to the page the form was on with `?newsletter=<outcome>`. A post the
 * form could not have made (a field missing) is a 400 page.
 */
export function newsletterFormRoutes(app: FastifyInstance, opts: NewsletterFormOptions): void {
  app.post<{ Body: NewsletterForm }>(
    '/newsletter',
    {
      attachValidation: true,
      schema: { body: newsletterFormSchema },
      config: { rateLimit: rateLimitConfig(opts.rateLimits, 'newsletter') },
    },
    async (req, reply) => {
      if (req.validationError) {
        return refuse(reply, 400, 'You were not signed up', 'This form could not be read.');
      }
      const back = (outcome: NewsletterOutcome) =>
        seeOther(reply, withQueryParam(returnPath(req.body.return), NEWSLETTER_PARAM, outcome));
      const email = validEmail(req.body.email);
      if (email === null) return back('invalid');
      const storeSlug = await requestStoreSlug(opts.host, req);
      const answer = await opts.api(
        req,
        storeSlug,
        newsletterCall(storeSlug, email, req.body.source),
      );
      // A locked store: its password page, as the cart forms do on a 401.
      if (answer.status === 401) return seeOther(reply, '/login');
      return back(outcomeOf(answer));
    },
  );
}
