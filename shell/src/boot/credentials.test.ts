import { bus, getSessionCredentials, setSessionCredentials } from '@store/shared';
import Cookies from 'js-cookie';
import { installCredentials, readPreviewToken, takeAccessCode } from './credentials';

const TOKEN = 'A'.repeat(64);
let calls: { url: string; init: RequestInit | undefined }[];

function answer(status: number, body: unknown) {
  calls = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return { ok: status < 400, status, text: async () => JSON.stringify(body) } as Response;
  }) as unknown as typeof fetch;
}

const address = () => window.location.pathname + window.location.search + window.location.hash;

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  setSessionCredentials({ previewToken: null });
  window.history.replaceState(null, '', '/');
});
afterEach(() => jest.restoreAllMocks());

describe('access code from the URL', () => {
  it('is traded for the API session and never stored in the browser', async () => {
    answer(200, { locked: true });
    window.history.replaceState(null, '', '/cart?accessCode=open-sesame&x=1#top');
    await installCredentials('locked');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/backend/v1/access_sessions');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      storeSlug: 'locked',
      accessCode: 'open-sesame',
    });
    expect(address()).toBe('/cart?x=1#top');
    expect(document.cookie).not.toContain('open-sesame');
    expect(JSON.stringify(getSessionCredentials())).not.toContain('open-sesame');
  });

  it('removes the plain-text cookie earlier builds kept', async () => {
    answer(200, {});
    Cookies.set('access_code_locked', 'old-code', { path: '/' });
    await installCredentials('locked');
    expect(Cookies.get('access_code_locked')).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it.each([['%F0%9F%A6%84'], ['a%0D%0ASet-Cookie:%20x=1'], ['%20%20'], ['x'.repeat(65)]])(
    'a malformed code (%s) is dropped from the URL and sent nowhere',
    async (raw) => {
      answer(200, {});
      window.history.replaceState(null, '', `/?accessCode=${raw}&keep=1`);
      expect(takeAccessCode()).toBeNull();
      expect(address()).toBe('/?keep=1');
      await installCredentials('demo');
      expect(calls).toHaveLength(0);
    },
  );

  it('a wrong code asks for the login page, says the code was refused, and does not throw', async () => {
    answer(401, { errors: [{ code: 'access_code_invalid', detail: 'x' }] });
    const seen: unknown[] = [];
    const sub = bus.on('auth:required').subscribe((p) => seen.push(p));
    window.history.replaceState(null, '', '/?accessCode=nope');
    await expect(installCredentials('locked')).resolves.toEqual({ previewToken: null });
    sub.unsubscribe();
    expect(seen).toHaveLength(1);
    // Sticky: the login page, mounted later, reads it.
    expect(bus.last('access:refused')).toEqual({ reason: 'invalid' });
  });

  it('too many wrong codes (429) tell the login page when a code may be tried again', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    answer(429, {
      errors: [{ code: 'access_code_attempts', detail: 'x', meta: { retryAfterSeconds: 42 } }],
    });
    window.history.replaceState(null, '', '/?accessCode=guess');
    await installCredentials('locked');
    expect(bus.last('access:refused')).toEqual({
      reason: 'too-many-attempts',
      retryAt: 1_000_000 + 42_000,
    });
    jest.restoreAllMocks();
  });

  it('an outage while trading the code says nothing about the code', async () => {
    answer(503, {});
    const said: unknown[] = [];
    const sub = bus.events('access:refused').subscribe((e) => said.push(e));
    said.length = 0; // a value replayed from an earlier test is not this one's
    window.history.replaceState(null, '', '/?accessCode=letmein');
    await installCredentials('locked');
    sub.unsubscribe();
    expect(said).toEqual([]);
  });
});

describe('preview token from the hash', () => {
  it('is kept for the session when well formed', async () => {
    answer(200, {});
    window.history.replaceState(null, '', `/#preview=${TOKEN}`);
    expect((await installCredentials('demo')).previewToken).toBe(TOKEN);
    expect(getSessionCredentials().previewToken).toBe(TOKEN);
  });

  it.each([['#other=1'], ['#preview=short'], ['#preview=%F0%9F%A6%84' + TOKEN], ['']])(
    '%s gives none',
    (hash) => {
      expect(readPreviewToken(hash)).toBeNull();
    },
  );
});
