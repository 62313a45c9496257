import { firstValueFrom } from 'rxjs';
import { bus } from '../bus/bus';
import { setSessionCredentials } from './config';
import { ApiError, RetryExceededError } from './errors';
import { fetchJson, withQuery } from './fetchJson';

function response(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(typeof body === 'string' ? body : JSON.stringify(body)),
  } as Response;
}

const noDelay = { retryDelayMs: () => 0 };

describe('fetchJson', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    setSessionCredentials({ previewToken: null });
  });

  it('returns parsed JSON on success', async () => {
    fetchMock.mockResolvedValueOnce(response(200, { ok: 1 }));
    await expect(fetchJson('Get thing', '/x', noDelay)).resolves.toEqual({ ok: 1 });
  });

  it('retries up to 2 times after the first attempt, then fails with the retry message', async () => {
    fetchMock.mockResolvedValue(response(503, 'unavailable'));
    const p = fetchJson('Get store', '/x', noDelay);
    await expect(p).rejects.toThrow('Get store Request retry exceeded limit');
    await expect(p).rejects.toBeInstanceOf(RetryExceededError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('retries network failures and succeeds on a later attempt', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(response(200, { n: 2 }));
    await expect(fetchJson('Get thing', '/x', noDelay)).resolves.toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails at once on a 4xx with an errors array, carrying those errors', async () => {
    const errors = [{ code: 'store', detail: 'Store not found' }];
    fetchMock.mockResolvedValue(response(404, { errors }));
    const p = fetchJson('Get store', '/x', noDelay);
    await expect(p).rejects.toBeInstanceOf(ApiError);
    await expect(p).rejects.toMatchObject({ status: 404, errors });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a 4xx without an errors array', async () => {
    fetchMock.mockResolvedValue(response(404, '<html>nope</html>'));
    await expect(fetchJson('Get thing', '/x', noDelay)).rejects.toBeInstanceOf(RetryExceededError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('tells the shell on 401 and does not retry', async () => {
    fetchMock.mockResolvedValue(
      response(401, { errors: [{ code: 'access_code', detail: 'Access code required' }] }),
    );
    const told = firstValueFrom(bus.on('auth:required'));
    await expect(fetchJson('Get store', '/api/x', noDelay)).rejects.toMatchObject({ status: 401 });
    await expect(told).resolves.toEqual({ url: '/api/x' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends JSON bodies, form bodies and the session credentials', async () => {
    setSessionCredentials({ previewToken: 'tok' });
    fetchMock.mockResolvedValue(response(200, {}));
    await fetchJson('Post', '/x', { method: 'POST', body: { a: 1 } });
    let init = fetchMock.mock.calls[0][1] as RequestInit & { headers: Record<string, string> };
    expect(init.body).toBe('{"a":1}');
    expect(init.headers['content-type']).toBe('application/json');
    // The access code never travels from the browser: its session is an HttpOnly cookie.
    expect(init.headers).not.toHaveProperty('x-access-code');
    expect(init.headers['x-preview-token']).toBe('tok');
    await fetchJson('Form', '/x', { method: 'POST', body: new URLSearchParams({ a: 'b' }) });
    init = fetchMock.mock.calls[1][1] as RequestInit & { headers: Record<string, string> };
    expect(init.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });
});

describe('withQuery', () => {
  it('adds only defined, non-empty values and encodes them', () => {
    expect(withQuery('/v1/x', { a: 'b c', n: 0, skip: undefined, nul: null, empty: '' })).toBe(
      '/v1/x?a=b+c&n=0',
    );
    expect(withQuery('/v1/x?y=1', { z: 2 })).toBe('/v1/x?y=1&z=2');
    expect(withQuery('/v1/x', {})).toBe('/v1/x');
  });
});
