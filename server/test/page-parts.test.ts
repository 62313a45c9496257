import type { StoreFacts } from '@store/shared/src/api/calls/storefrontCalls';
import type { ApiCall } from '@store/shared/src/api/call';
import type { CommerceClient } from '../src/commerce/client';
import { StoreReads } from '../src/commerce/storeReads';
import type { HostOptions } from '../src/hostOptions';
import { runtimeConfigOf } from '../src/requestStore';

// What a warm page is written from is the same object from one request to the next while its
// answers are (a page's key takes each part's digest once per object: keptOnVersion.ts).

const facts = (slug: string): StoreFacts => ({
  slug,
  locked: false,
  flags: {},
  catalogVersion: '1',
});

test('a store config is one frozen object per store facts, a new one when the facts change', () => {
  const opts = { defaultStore: 'demo', availabilityApiKey: 'k' } as unknown as HostOptions;
  const demo = facts('demo');
  const first = runtimeConfigOf(opts, { slug: 'demo', facts: demo });
  expect(runtimeConfigOf(opts, { slug: 'demo', facts: demo })).toBe(first);
  expect(Object.isFrozen(first) && Object.isFrozen(first.payments)).toBe(true);
  expect(first).toMatchObject({ storeSlug: 'demo', availabilityApiKey: 'k' });
  const moved = runtimeConfigOf(opts, { slug: 'demo', facts: { ...demo, catalogVersion: '2' } });
  expect(moved).not.toBe(first);
  expect(moved).toEqual(first);
  const other = runtimeConfigOf(opts, { slug: 'other', facts: facts('other') });
  expect(other.storeSlug).toBe('other');
  // A store the API does not know has no facts to key on: made each time.
  expect(runtimeConfigOf(opts, { slug: 'demo', facts: null }).storeSlug).toBe('demo');
});

test('the localization of a page is the same pair for the same two answers', async () => {
  const details = {
    available_locales: [{ local_code: 'en-US', local_name: 'English' }],
    available_currencies: [{ currency: 'USD', symbol: '$' }],
    available_regions: [{ region: 'USA', fulfillment_region: 'US' }],
  };
  const buyer = (locale: string) => ({
    buyer_region: 'USA',
    buyer_currency: 'USD',
    buyer_locale: locale,
    fulfillment_region: 'US',
  });
  const english = buyer('en-US');
  const french = buyer('fr-FR');
  let answer = english;
  const client = {
    call: async (call: ApiCall<unknown>) => ({
      status: 200,
      body: /buyer/i.test(call.path) ? answer : details,
      errors: null,
      version: '1',
      source: 'hit',
    }),
  } as unknown as CommerceClient;
  const reads = new StoreReads(client);
  const first = await reads.localization('demo', undefined);
  expect(first).toEqual({ details, buyer: english });
  expect(await reads.localization('demo', undefined)).toBe(first);
  answer = french;
  const second = await reads.localization('demo', 'fr-FR');
  expect(second).toEqual({ details, buyer: french });
  expect(second).not.toBe(first);
});
