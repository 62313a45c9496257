/** @jest-environment node */
import { installServerFetch } from './serverFetch';

const ORIGIN = 'http://127.0.0.1:4100';
const realFetch = globalThis.fetch;
let asked: Request[] = [];

beforeEach(() => {
  asked = [];
  // The platform's fetch is the boundary: what the render worker's fetch hands it is the subject.
  globalThis.fetch = (input: RequestInfo | URL) => {
    asked.push(input as Request);
    return Promise.resolve(new Response('{}'));
  };
  installServerFetch(ORIGIN, ['http://remotes.example/mf-catalog/mf-manifest.json']);
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

test("a bundle's call by path goes to this server on loopback, asking for no compression", async () => {
  await fetch('/api/backend/v1/stores?slug=demo');
  expect(asked[0]?.url).toBe(`${ORIGIN}/api/backend/v1/stores?slug=demo`);
  expect(asked[0]?.headers.get('accept-encoding')).toBe('identity');
});

test("a remote's own origin may be fetched; its method, headers and body are kept", async () => {
  await fetch('http://remotes.example/mf-catalog/server/remoteEntry.js', {
    method: 'POST',
    headers: { 'x-test': '1', 'accept-encoding': 'gzip' },
    body: 'hello',
  });
  const request = asked[0];
  expect(request?.method).toBe('POST');
  expect(request?.headers.get('x-test')).toBe('1');
  // One a caller set itself is its own choice.
  expect(request?.headers.get('accept-encoding')).toBe('gzip');
  expect(await request?.text()).toBe('hello');
});

test('any other origin is refused before anything is sent', async () => {
  await expect(fetch('https://elsewhere.example/steal')).rejects.toThrow(
    'the render may not fetch https://elsewhere.example',
  );
  expect(asked).toHaveLength(0);
});
