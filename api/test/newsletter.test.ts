import { call, fixedClock, startServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ now: fixedClock });
});
afterAll(() => s.close());

const signUp = (storeSlug: string, body: unknown) =>
  call(s.base, 'POST', `/api/backend/v1/newsletter/${storeSlug}`, body);

const rows = (email: string) =>
  s.app.db.all<{ store_id: string; source: string }>(
    'SELECT store_id, source FROM newsletter_signups WHERE email = ?',
    [email],
  );

describe('newsletter signup', () => {
  test('stores the first signup (201); a repeat in any letter case is 200, one row', async () => {
    const first = await signUp('demo', { email: 'Fan@Example.com', source: 'header' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ subscribed: true, alreadySubscribed: false });
    expect(first.headers.get('cache-control')).toBe('no-store');

    // Same mailbox in another letter case, from the footer this time: the same signup.
    const again = await signUp('demo', { email: 'fan@EXAMPLE.com', source: 'footer' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ subscribed: true, alreadySubscribed: true });
    expect(await rows('fan@example.com')).toEqual([expect.objectContaining({ source: 'header' })]);
  });

  test('the same email in two stores is two signups', async () => {
    const code = { 'x-access-code': 'letmein' };
    await signUp('demo', { email: 'both@example.com', source: 'footer' });
    const locked = await call(
      s.base,
      'POST',
      '/api/backend/v1/newsletter/locked',
      { email: 'both@example.com', source: 'footer' },
      code,
    );
    expect(locked.status).toBe(201);
    expect(new Set((await rows('both@example.com')).map((r) => r.store_id)).size).toBe(2);
  });

  test.each([
    ['no email', { source: 'footer' }, 'email'],
    ['not an email', { email: 'fan@example', source: 'footer' }, 'email'],
    ['spaces inside', { email: 'f an@example.com', source: 'footer' }, 'email'],
    ['too long', { email: `${'a'.repeat(250)}@example.com`, source: 'footer' }, 'email'],
    ['unknown source', { email: 'x@example.com', source: 'popup' }, 'source'],
    ['extra field', { email: 'x@example.com', source: 'footer', admin: true }, 'admin'],
  ])('refuses %s with 422 and an errors array, storing nothing', async (_name, body, field) => {
    const r = await signUp('demo', body);
    expect(r.status).toBe(422);
    expect(JSON.stringify(r.body.errors)).toContain(field);
    expect(
      await s.app.db.get('SELECT 1 FROM newsletter_signups WHERE email = ?', ['x@example.com']),
    ).toBeUndefined();
  });

  test('an unknown store is 404 store; a non-JSON body is 4xx', async () => {
    const r = await signUp('no-such-store', { email: 'x@example.com', source: 'footer' });
    expect(r.status).toBe(404);
    expect(r.body.errors[0].code).toBe('store');
    const junk = await call(s.base, 'POST', '/api/backend/v1/newsletter/demo', '{"email":', {});
    expect(junk.status).toBe(400);
    expect(Array.isArray(junk.body.errors)).toBe(true);
  });
});
