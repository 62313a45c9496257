import type { FastifyInstance } from 'fastify';
import { acceptFormPosts } from '@store/shared/node/formBody';
import type { CommerceClient } from '../commerce/client';
import type { HostOptions } from '../hostOptions';
import type { RateLimits } from '../ops/rateLimits';
import { ageGateFormRoutes } from './ageGateForm';
import { cartFormRoutes } from './cartForms';
import { checkoutFormRoutes } from './checkoutForm';
import { newsletterFormRoutes } from './newsletterForm';
import { preferencesFormRoutes } from './preferencesForm';
import { shopperApi, shopperPageAhead } from './shopperApi';

/** The forms a server-rendered page posts without script. */
export async function formRoutes(
  app: FastifyInstance,
  host: HostOptions,
  rateLimits: RateLimits,
  client: CommerceClient,
  loopback: () => string | null,
): Promise<void> {
  const api = shopperApi(client);
  await app.register(async (s) =>
    cartFormRoutes(s, { host, rateLimits, api, pageAhead: shopperPageAhead(loopback) }),
  );
  // The footer's forms (newsletter, Preferences), the age gate's, and the checkout's (answered,
  // not saved: it needs script).
  await app.register(async (s) => {
    acceptFormPosts(s, 8 * 1024);
    newsletterFormRoutes(s, { host, rateLimits, api });
    preferencesFormRoutes(s, { host });
    ageGateFormRoutes(s, { host });
    checkoutFormRoutes(s);
  });
}
