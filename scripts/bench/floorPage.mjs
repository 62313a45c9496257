// The floor the bench compares the store with: the home page's content (hero, first 12 product
// tiles with the same images) as one static, gzip-served HTML page with no script at all.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFloorPage(storeUrl, port) {
  const cfg = await (await fetch(`${storeUrl}/config.json`)).json();
  const theme = await (await fetch(`${storeUrl}/api/theme/?siteKey=${cfg.siteKey}`)).json();
  const products = await (
    await fetch(`${storeUrl}/api/backend/v1/stores/products?slug=${cfg.storeSlug}&page=1&per=12`)
  ).json();
  const hero = theme?.content?.heroBanner ?? {};
  const tiles = (products.products ?? [])
    .map(
      (p, i) =>
        `<li><a href="${esc(storeUrl + p.url)}"><img src="${esc(p.imageUrl)}" alt="${esc(p.title)}" width="300" height="300"${i < 2 ? ' fetchpriority="high"' : ' loading="lazy"'}><span>${esc(p.title)}</span><span>$${esc(p.price)}</span></a></li>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(theme?.meta?.storeName || cfg.storeSlug)}</title><meta name="description" content="${esc(hero.subtitle || hero.title)}"><style>body{margin:0;font-family:system-ui,sans-serif}header,footer{padding:16px}ul{list-style:none;padding:16px;margin:0;display:grid;grid-template-columns:repeat(2,1fr);gap:16px}@media(min-width:768px){ul{grid-template-columns:repeat(4,1fr)}}img{width:100%;height:auto;aspect-ratio:1;display:block}a{color:inherit;text-decoration:none}span{display:block}</style></head><body><header><strong>${esc(theme?.meta?.storeName)}</strong></header><main><section><h1>${esc(hero.title)}</h1><p>${esc(hero.subtitle)}</p></section><section aria-label="Featured products"><ul>${tiles}</ul></section></main><footer>${esc(theme?.content?.footer?.aboutText)}</footer></body></html>`;
  const body = gzipSync(html);
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': 'no-cache',
    });
    res.end(body);
  });
  await new Promise((r) => server.listen(port, 'localhost', r));
  return { url: `http://localhost:${port}/`, stop: () => server.close() };
}
