import { postForm, startServer, withFrontend, type TestServer } from './helpers';

// POST /checkout/:id: a server-rendered checkout's form sent without script
// (src/actions/checkoutForm.ts), over HTTP. Saving needs the page's script, so the answer is an
// honest page that saves nothing, with the way back to that checkout.

let s: TestServer;

beforeAll(async () => {
  s = await startServer({ defaultStore: 'demo' }, (dir) => withFrontend(dir));
});
afterAll(() => s.close());

const ID = '3f6c1e2a-9b4d-4c1e-8f2a-1b2c3d4e5f60';

const post = (path: string, fields: Record<string, string>) => postForm(s.base, path, fields);

test('the address form sent without script: 422, nothing saved said plainly, back to that checkout', async () => {
  const r = await post(`/checkout/${ID}`, { email: 'a@example.com', firstName: 'Ada' });
  expect(r.status).toBe(422);
  expect(r.headers.get('cache-control')).toBe('no-store');
  expect(r.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await r.text();
  expect(html).toContain('<h1>Checkout needs JavaScript</h1>');
  expect(html).toContain('Nothing was saved');
  expect(html).toContain(`<a href="/checkout/${ID}">Back to checkout</a>`);
  expect(html).toContain('<meta name="robots" content="noindex">');
  // What was posted is not echoed back.
  expect(html).not.toContain('a@example.com');
});

// A backend's checkout ids are its own (the reference API's are UUIDs): any 1 to 64 letters,
// digits, `_` or `-` may name one, so only what cannot is sent back to the cart.
test.each(['ck_9Zq-41', 'a'.repeat(64)])(
  'a checkout id of another backend (%s) goes back to that checkout',
  async (id) => {
    const r = await post(`/checkout/${id}`, { email: 'a@example.com' });
    expect(r.status).toBe(422);
    expect(await r.text()).toContain(`<a href="/checkout/${id}">Back to checkout</a>`);
  },
);

test.each([
  ['an id with a character no checkout id has', '/checkout/not.an.id'],
  ['an id longer than any checkout id', `/checkout/${'a'.repeat(65)}`],
  ['markup for an id', `/checkout/${encodeURIComponent('<script>x</script>')}`],
])('%s: the way back is the cart', async (_n, path) => {
  const r = await post(path, { email: 'a@example.com' });
  expect(r.status).toBe(422);
  const html = await r.text();
  expect(html).toContain('<a href="/cart">Back to cart</a>');
  expect(html).not.toContain('<script>x');
});

test('an empty post (the button pressed on an empty form) gets the same answer', async () => {
  const r = await post(`/checkout/${ID}`, {});
  expect(r.status).toBe(422);
  expect(await r.text()).toContain('Back to checkout');
});
