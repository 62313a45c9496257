// How long a store's sitemap.xml takes (issue 13: the 7,500-product store answers in under 200 ms
// from cache). Node's http with a Host header: *.localhost names need no resolver that way.
import http from 'node:http';
import { spread } from './stats.mjs';

function fetchTimed(storeUrl, path) {
  const u = new URL(storeUrl);
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(
      { host: '127.0.0.1', port: u.port, path, headers: { host: u.host, accept: '*/*' } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) reject(new Error(`${path}: HTTP ${res.statusCode}`));
          else resolve({ ms: performance.now() - t0, body });
        });
      },
    );
    req.on('error', reject);
  });
}

/** The first request (built from the database) and 20 more (from the cache). */
export async function measureSitemap(storeUrl, repeats = 20) {
  const first = await fetchTimed(storeUrl, '/sitemap.xml');
  const cached = [];
  for (let i = 0; i < repeats; i++) cached.push((await fetchTimed(storeUrl, '/sitemap.xml')).ms);
  return {
    urls: (first.body.match(/<loc>/g) ?? []).length,
    bytes: Buffer.byteLength(first.body),
    firstMs: first.ms,
    cached: { ...spread(cached), n: repeats },
  };
}
