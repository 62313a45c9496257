import { call, get, startServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

function expectErrors(r: { status: number; body: { errors?: unknown[] } }, status: number) {
  expect(r.status).toBe(status);
  expect(Array.isArray(r.body.errors)).toBe(true);
  expect(r.body.errors!.length).toBeGreaterThan(0);
  for (const e of r.body.errors as { code: string; detail: string }[]) {
    expect(typeof e.code).toBe('string');
    expect(typeof e.detail).toBe('string');
  }
}

test('unknown API routes answer JSON 404 with the errors shape', async () => {
  const r = await get(s.base, '/api/backend/v9/nothing');
  expectErrors(r, 404);
  expect(r.body.errors[0].code).toBe('route_not_found');
  expectErrors(await call(s.base, 'DELETE', '/api/checkout/checkout'), 404);
  expectErrors(await get(s.base, '/anything-else'), 404);
});

test('missing and wrongly typed query parameters are 400 with source.parameter', async () => {
  const missing = await get(s.base, '/api/backend/v1/stores');
  expectErrors(missing, 400);
  expect(missing.body.errors[0].source).toEqual({ parameter: 'slug' });
  const page = await get(s.base, '/api/backend/v1/stores/products?slug=demo&page=abc');
  expectErrors(page, 400);
  expect(page.body.errors[0].source).toEqual({ parameter: 'page' });
  expectErrors(await get(s.base, '/api/backend/v1/stores/products?slug=demo&visibility=all'), 400);
  expectErrors(await get(s.base, '/api/backend/v1/inventory?colorId=1'), 400);
  expectErrors(await get(s.base, `/api/backend/v1/stores?slug=${'a'.repeat(101)}`), 400);
  expectErrors(await get(s.base, '/api/backend/v1/stores?slug=%27%20OR%201%3D1'), 400);
});

test('malformed JSON is 400, not 500', async () => {
  const r = await call(s.base, 'POST', '/api/checkout/checkout', '{"lineItems": [', {});
  expectErrors(r, 400);
  expect(r.body.errors[0].code).toBe('malformed_json');
  expectErrors(await call(s.base, 'PUT', '/api/checkout/v1/checkout', 'not json'), 400);
  expectErrors(await call(s.base, 'POST', '/api/payments/v1/initiatePayment', ''), 400);
});

test('wrong body types and missing fields are 422 with source.pointer', async () => {
  const wrong = await call(s.base, 'POST', '/api/checkout/checkout', {
    lineItems: [{ sku: '1001-70001-m', quantity: 'two' }],
    storeSlug: 'demo',
  });
  expectErrors(wrong, 422);
  expect(wrong.body.errors[0].source.pointer).toBe('/lineItems/0/quantity');
  const numeric = await call(s.base, 'POST', '/api/checkout/checkout', {
    lineItems: [{ sku: '1001-70001-m', quantity: '2' }],
    storeSlug: 'demo',
  });
  expectErrors(numeric, 422);
  const missing = await call(s.base, 'POST', '/api/checkout/checkout', { storeSlug: 'demo' });
  expectErrors(missing, 422);
  expect(missing.body.errors[0].source.pointer).toBe('/lineItems');
  expectErrors(await call(s.base, 'POST', '/api/checkout/checkout', [1, 2]), 422);
  expectErrors(
    await call(s.base, 'PUT', '/api/checkout/v1/checkout', {
      id: 'x',
      data: { storeSlug: 'demo', marketingOptIn: 'yes' },
    }),
    422,
  );
  expectErrors(
    await call(s.base, 'POST', '/api/payments/v1/sandbox/payment_methods', { number: 4242 }),
    422,
  );
});

test('oversized bodies are 413; oversized values are 422', async () => {
  const huge = JSON.stringify({
    storeSlug: 'demo',
    lineItems: [{ sku: 'x'.repeat(100_000), quantity: 1 }],
  });
  const r = await call(s.base, 'POST', '/api/checkout/checkout', huge);
  expectErrors(r, 413);
  const long = await call(s.base, 'POST', '/api/checkout/checkout', {
    storeSlug: 'demo',
    lineItems: [{ sku: 'x'.repeat(300), quantity: 1 }],
  });
  expectErrors(long, 422);
  const many = await call(s.base, 'POST', '/api/checkout/checkout', {
    storeSlug: 'demo',
    lineItems: Array.from({ length: 51 }, (_, i) => ({ sku: `a-b-${i}`, quantity: 1 })),
  });
  expectErrors(many, 422);
});

test('unsupported content type is 415', async () => {
  const r = await call(s.base, 'POST', '/api/checkout/checkout', '<x/>', {
    'content-type': 'application/xml',
  });
  expectErrors(r, 415);
});

test('unknown ids are 404 with a code', async () => {
  const c = await get(
    s.base,
    '/api/checkout/checkout?id=00000000-0000-0000-0000-000000000000&storeSlug=demo',
  );
  expectErrors(c, 404);
  expect(c.body.errors[0].code).toBe('checkout');
  const o = await get(s.base, '/api/backend/v1/orders?cartId=nope');
  expectErrors(o, 404);
  expect(o.body.errors[0].code).toBe('order');
  expectErrors(await get(s.base, '/api/backend/v1/orders/lookup/TP-1'), 404);
  expectErrors(await get(s.base, '/api/payments/v1/payment?paymentId=pay_x&checkoutId=nope'), 404);
});
