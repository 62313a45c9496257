import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  fulfillmentRegionOf,
  PREFERENCE_COOKIE_DAYS,
  preferenceCookieName,
  preferenceCookieText,
  type SavedPreference,
} from '@store/shared/src/cookies';
import type { HostOptions } from '../hostOptions';
import { requestStoreSlug } from '../requestStore';
import { storeCookieOptions } from './cartCookie';
import { buyerOf, refuse, returnPath, seeOther } from './formReplies';

export interface PreferencesFormOptions {
  host: HostOptions;
}

/**
 * What the footer's Preferences form posts without script (shell
 * `localization/FooterPreferences.tsx` names the same fields, as the modal does): the shipping
 * region, currency and language, each one the store offers (`/v1/localization_details`, the lists
 * the form's selects show: checked against the store's own lists when the post comes), and the
 * page to come back to. Other fields are ignored.
 */
export interface PreferencesForm {
  region: string;
  currency: string;
  locale: string;
  return?: string;
}

const choice = { type: 'string', minLength: 1, maxLength: 40 } as const;

export const preferencesFormSchema = {
  type: 'object',
  required: ['region', 'currency', 'locale'],
  properties: { region: choice, currency: choice, locale: choice, return: { type: 'string' } },
};

/**
 * The Preferences cookie as the shell's modal writes it with js-cookie
 * (shell `localization/preferenceCookie.ts` `writePreference`): shared's name and JSON text,
 * js-cookie's own converter for the value, and `storeCookieAttributes` (the whole site,
 * SameSite=Lax, Secure on https, a year), so each path reads the other's cookie byte for byte.
 */
export function writePreferenceCookie(
  reply: FastifyReply,
  req: FastifyRequest,
  storeSlug: string,
  choice: SavedPreference,
  now = Date.now(),
): void {
  void reply.setCookie(
    preferenceCookieName(storeSlug),
    preferenceCookieText(choice),
    storeCookieOptions(req, PREFERENCE_COOKIE_DAYS, now),
  );
}

/**
 * POST /preferences (in a plugin that accepts form posts): the Preferences modal's Submit without
 * script. Saves what the modal saves (the region with its fulfillment region, the currency and
 * the language) for this store, then 303 back to the page it was on, which the store server
 * renders in the new choice (as the modal reloads the page). A value the store does not offer, or
 * a field missing, is a 400 page and nothing is saved. Nothing is written but the shopper's own
 * cookie: no rate limit, as for a page.
 */
export function preferencesFormRoutes(app: FastifyInstance, opts: PreferencesFormOptions): void {
  app.post<{ Body: PreferencesForm }>(
    '/preferences',
    { attachValidation: true, schema: { body: preferencesFormSchema } },
    async (req, reply) => {
      if (req.validationError) {
        return refuse(
          reply,
          400,
          'Your preferences were not saved',
          'This form could not be read.',
        );
      }
      const { region, currency, locale } = req.body;
      const storeSlug = await requestStoreSlug(opts.host, req);
      const { details } = await buyerOf(opts.host, req, storeSlug);
      const { available_regions, available_currencies, available_locales } = details;
      const offered =
        available_regions.some((r) => r.region === region) &&
        available_currencies.some((c) => c.currency === currency) &&
        available_locales.some((l) => l.local_code === locale);
      if (!offered)
        return refuse(
          reply,
          400,
          'Your preferences were not saved',
          'This form could not be read.',
        );
      writePreferenceCookie(reply, req, storeSlug, {
        region,
        currency,
        locale,
        fulfillmentRegion: fulfillmentRegionOf(region, available_regions),
      });
      return seeOther(reply, returnPath(req.body.return));
    },
  );
}
