import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  AGE_VERIFIED_COOKIE_DAYS,
  AGE_VERIFIED_VALUE,
  ageVerifiedCookieName,
} from '@store/shared/src/cookies';
import { AGE_GATE_EXIT_URL } from '@store/shared/src/constants';
import type { HostOptions } from '../hostOptions';
import { requestStoreSlug } from '../requestStore';
import { storeCookieOptions } from './cartCookie';
import { formPage, refuse, returnPath, seeOther } from './formReplies';

export interface AgeGateFormOptions {
  host: HostOptions;
}

/**
 * What the age gate's form posts without script (shell `ageGate/AgeGate.tsx` names the same
 * fields): both boxes (any value: a box is sent only when ticked), the button pressed, and the page
 * to come back to. Other fields are ignored.
 */
export interface AgeGateForm {
  adult?: string;
  notRestricted?: string;
  choice?: 'proceed' | 'exit';
  return?: string;
}

export const ageGateFormSchema = {
  type: 'object',
  properties: {
    adult: { type: 'string', maxLength: 20 },
    notRestricted: { type: 'string', maxLength: 20 },
    choice: { type: 'string', enum: ['proceed', 'exit'] },
    return: { type: 'string' },
  },
};

/**
 * Exit, answered with a page that leaves at once: a redirect would not do, as the pages' CSP
 * (`form-action 'self'`) stops a form's post from being redirected to another site.
 */
const leave = (reply: FastifyReply) =>
  formPage(reply, 200, {
    title: 'Leaving the store',
    link: { href: AGE_GATE_EXIT_URL, text: 'Continue' },
    goOn: true,
  });

/**
 * POST /age-gate (in a plugin that accepts form posts): the age gate without script (SPEC §4/§5).
 * Exit leaves the store, as the live gate's does (`leave`). Proceed with both boxes ticked verifies the
 * shopper for this store (the cookie the live gate writes beside its local storage, read by the
 * store server to render the store), then 303 back to the page, rendered without its gate. With a
 * box missing (the browser's required boxes let no such post through) nothing is written and the
 * page comes back with its gate. Nothing is written but the shopper's own cookie: no rate limit,
 * as for a page.
 */
export function ageGateFormRoutes(app: FastifyInstance, opts: AgeGateFormOptions): void {
  app.post<{ Body: AgeGateForm }>(
    '/age-gate',
    { attachValidation: true, schema: { body: ageGateFormSchema } },
    async (req, reply) => {
      if (req.validationError)
        return refuse(reply, 400, 'You could not be verified', 'This form could not be read.');
      if (req.body.choice === 'exit') return leave(reply);
      const back = returnPath(req.body.return);
      if (!req.body.adult || !req.body.notRestricted) return seeOther(reply, back);
      const storeSlug = await requestStoreSlug(opts.host, req);
      void reply.setCookie(
        ageVerifiedCookieName(storeSlug),
        AGE_VERIFIED_VALUE,
        storeCookieOptions(req, AGE_VERIFIED_COOKIE_DAYS, Date.now()),
      );
      return seeOther(reply, back);
    },
  );
}
