import { createCheckoutLink, openCheckoutLink } from '../src/checkout/checkoutLink';
import { buildCheckoutLink } from '../src/cli/checkout-link';
import { createPreviewToken } from '../src/lib/preview';
import {
  call,
  fixedClock,
  NOW,
  startServer,
  TEST_PREVIEW_SECRET,
  type TestServer,
} from './helpers';

let s: TestServer;
let checkoutId: string;
const HOUR = 3600_000;

beforeAll(async () => {
  s = await startServer({ now: fixedClock });
  const created = await call(s.base, 'POST', '/api/checkout/checkout', {
    lineItems: [{ sku: '1001-70001-m', quantity: 1 }],
    storeSlug: 'demo',
  });
  checkoutId = created.body.id;
});
afterAll(() => s.close());

const demoId = async () =>
  (await s.app.db.get<{ id: string }>('SELECT id FROM stores WHERE slug = ?', ['demo']))!.id;
const mint = async (
  over: Partial<{ checkoutId: string; storeId: string; expiresAt: number }> = {},
) =>
  createCheckoutLink(TEST_PREVIEW_SECRET, {
    checkoutId,
    storeId: await demoId(),
    expiresAt: NOW.getTime() + HOUR,
    ...over,
  });
const open = (token: string, storeSlug = 'demo') =>
  call(
    s.base,
    'GET',
    `/api/checkout/v1/checkout_links?token=${encodeURIComponent(token)}&storeSlug=${storeSlug}`,
  );

function expectRefusal(
  r: { status: number; body: { errors?: { code: string }[] } },
  status: number,
  code: string,
) {
  expect(r.status).toBe(status);
  expect(r.body.errors?.[0]).toMatchObject({ status, code });
}

describe('GET /api/checkout/v1/checkout_links (the encrypted ?id= of /checkout/{id})', () => {
  test('a valid link decrypts to its checkout', async () => {
    const r = await open(await mint());
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      checkoutId,
      storeSlug: 'demo',
      expiresAt: new Date(NOW.getTime() + HOUR).toISOString(),
    });
  });

  test('plain base64 (+/ and padding) is accepted as well as base64url', async () => {
    const b64 = Buffer.from(await mint(), 'base64url').toString('base64');
    expect((await open(b64)).body.checkoutId).toBe(checkoutId);
  });

  test('a tampered token is refused with 400 checkout_link_invalid', async () => {
    const raw = Buffer.from(await mint(), 'base64url');
    raw[20]! ^= 1;
    expectRefusal(await open(raw.toString('base64url')), 400, 'checkout_link_invalid');
    expectRefusal(await open('not-a-token'), 400, 'checkout_link_invalid');
    // Another secret, and a preview token (same secret, other key): not checkout links.
    const other = createCheckoutLink('another-secret-0123456789abcdefghij', {
      checkoutId,
      storeId: await demoId(),
      expiresAt: NOW.getTime() + HOUR,
    });
    expectRefusal(await open(other), 400, 'checkout_link_invalid');
    const preview = createPreviewToken(TEST_PREVIEW_SECRET, 'demo', NOW.getTime() + HOUR);
    expectRefusal(await open(preview), 400, 'checkout_link_invalid');
  });

  test('an expired link is refused with 410', async () => {
    expectRefusal(
      await open(await mint({ expiresAt: NOW.getTime() })),
      410,
      'checkout_link_expired',
    );
  });

  test("another store's link is refused with 403, and a gone checkout with 404", async () => {
    expectRefusal(await open(await mint(), 'afterdark'), 403, 'checkout_link_other_store');
    expectRefusal(await open(await mint({ checkoutId: 'nope' })), 404, 'checkout');
    expectRefusal(await open(await mint(), 'no-such-store'), 404, 'store');
  });

  test('missing parameters are a 400 with errors', async () => {
    const r = await call(s.base, 'GET', '/api/checkout/v1/checkout_links?storeSlug=demo');
    expect(r.status).toBe(400);
    expect(Array.isArray(r.body.errors)).toBe(true);
  });

  test('the CLI helper mints a URL the API accepts', async () => {
    const { token, url } = await buildCheckoutLink(s.app.db, {
      checkoutId,
      hours: 2,
      secret: TEST_PREVIEW_SECRET,
      base: 'https://shop.example.com/',
      now: NOW.getTime(),
    });
    expect(url).toBe(
      `https://shop.example.com/checkout/${checkoutId}?id=${encodeURIComponent(token)}`,
    );
    expect(openCheckoutLink(TEST_PREVIEW_SECRET, token)).toMatchObject({ checkoutId });
    expect((await open(token)).status).toBe(200);
    await expect(
      buildCheckoutLink(s.app.db, {
        checkoutId: 'nope',
        hours: 1,
        secret: TEST_PREVIEW_SECRET,
        base: '',
        now: 0,
      }),
    ).rejects.toThrow('No checkout nope');
  });
});
