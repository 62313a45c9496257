import fs from 'node:fs';
import type { ApiCall } from '@store/shared/src/api/call';
import {
  storeCall,
  storeCollectionsCall,
  listingCall,
  inventoryCall,
} from '@store/shared/src/api/calls/catalogCalls';
import { checkoutCall, createCheckoutCall } from '@store/shared/src/api/calls/checkoutCalls';
import {
  buyerLocalizationCall,
  localizationDetailsCall,
} from '@store/shared/src/api/calls/localizationCalls';
import { newsletterCall } from '@store/shared/src/api/calls/newsletterCalls';
import { themeCall, supportArticlesCall } from '@store/shared/src/api/calls/storeCalls';
import {
  sitemapCall,
  storeFactsCall,
  storesToWarmCall,
} from '@store/shared/src/api/calls/storefrontCalls';
import type { HostConfig } from '@store/shared/src/types/runtimeConfig';
import { OPENAPI_FILE, openApiDocument } from '../src/cli/openapi';
import { OPENAPI_PATH } from '../src/lib/openApi';
import { get, startServer } from './helpers';

// The API's OpenAPI document (src/lib/openApi.ts), generated from the JSON schemas its routes
// validate with: the checked-in api/openapi.json is what the routes generate now (regenerate it
// with `npm run build -w api && npm run openapi -w api`), and it describes the SPEC's calls and
// the store server's extensions, which another backend a store server fronts implements.

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: Record<string, unknown>;
}
interface Operation {
  tags?: string[];
  summary?: string;
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let generated: string;
let doc: Document;
beforeAll(async () => {
  generated = await openApiDocument();
  doc = JSON.parse(generated) as Document;
}, 60_000);

/** The API's prefix of each SPEC host (src/app.ts registerApiRoutes). */
const PREFIX: Record<keyof HostConfig, string> = {
  backend: '/api/backend',
  checkout: '/api/checkout',
  payments: '/api/payments',
  theme: '/api/theme',
  availability: '/api/availability',
  tracking: '/api/tracking',
  commerce: '/api/commerce',
};

/** A call's path as the document names it: host prefix, `{param}` for each path parameter. */
const documented = (call: ApiCall<unknown>, params: Record<string, string> = {}) => {
  let p = `${PREFIX[call.host]}${call.path}`;
  for (const [name, value] of Object.entries(params))
    p = p.replace(`/${encodeURIComponent(value)}`, `/{${name}}`);
  return p;
};

const operation = (path: string, method: string): Operation => {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return op;
};

test('the checked-in api/openapi.json is the document the routes generate', () => {
  expect(fs.readFileSync(OPENAPI_FILE, 'utf8')).toBe(generated);
});

test('it is OpenAPI 3.1, and GET /api/openapi.json serves it', async () => {
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.info.title).toBeTruthy();
  const s = await startServer();
  try {
    const served = await get(s.base, OPENAPI_PATH);
    expect(served.status).toBe(200);
    expect(served.body).toEqual(doc);
  } finally {
    await s.close();
  }
});

test("the calls the store's front end and store server make are in it", () => {
  const calls: [ApiCall<unknown>, string, Record<string, string>?][] = [
    [storeCall('demo'), 'get'],
    [storeCollectionsCall('demo'), 'get'],
    [listingCall({ slug: 'tee', storeSlug: 'demo' }), 'get'],
    [inventoryCall('c', 's'), 'get'],
    [checkoutCall('chk_1', 'demo'), 'get'],
    [createCheckoutCall({ lineItems: [], storeSlug: 'demo' }), 'post'],
    [buyerLocalizationCall('demo'), 'get'],
    [localizationDetailsCall('demo'), 'get'],
    [newsletterCall('demo-shop', 'a@example.com', 'footer'), 'post', { storeSlug: 'demo-shop' }],
    [themeCall('demo'), 'get'],
    [supportArticlesCall('demo'), 'get'],
  ];
  const missing = calls
    .map(
      ([call, method, params]) =>
        [documented(call, params), call.method?.toLowerCase() ?? method] as const,
    )
    .filter(([path, method]) => !doc.paths[path]?.[method])
    .map(([path, method]) => `${method.toUpperCase()} ${path}`);
  expect(missing).toEqual([]);
});

test("the SPEC's calls of every host, with their parameters", () => {
  for (const [path, method] of [
    ['/api/backend/v0/listing/{slug}', 'get'],
    ['/api/backend/v1/stores/products', 'get'],
    ['/api/backend/v1/stores/search', 'get'],
    ['/api/backend/v1/carts/{storeSlug}', 'put'],
    ['/api/checkout/v1/checkout', 'put'],
    ['/api/checkout/v1/checkout/submit', 'post'],
    ['/api/checkout/track/order/{orderNumber}', 'get'],
    ['/api/payments/v1/initiatePayment', 'post'],
    ['/api/availability/v1/availability', 'get'],
    ['/api/tracking/tracking/viewed_campaign', 'post'],
    ['/api/commerce/v1/orders/recover', 'post'],
  ] as const)
    expect(operation(path, method).responses).toBeDefined();
  const listing = operation('/api/backend/v0/listing/{slug}', 'get');
  expect(listing.parameters).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ in: 'path', name: 'slug', required: true }),
      expect.objectContaining({ in: 'query', name: 'store_slug', required: true }),
    ]),
  );
  const submit = operation('/api/checkout/v1/checkout/submit', 'post');
  expect(submit.requestBody).toBeDefined();
  // Only the API's calls: not its probes, its metrics, nor the document itself.
  for (const path of Object.keys(doc.paths)) expect(path).toMatch(/^\/api\/(?!openapi\.json)/);
});

describe('the store server extensions, under the tag storefront', () => {
  const storefront = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('storefront'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );

  test('the tag is described, and holds the four calls', () => {
    expect(doc.tags.map((t) => t.name)).toContain('storefront');
    expect(storefront().sort()).toEqual(
      [
        `GET ${documented(storeFactsCall('demo'))}`,
        `GET ${documented(storesToWarmCall(20))}`,
        `GET ${documented(sitemapCall('demo'))}`,
        'POST /api/backend/v1/storefront/subscriptions',
      ].sort(),
    );
    // Nothing else is tagged: the SPEC's calls are not extensions.
    for (const [path, ops] of Object.entries(doc.paths))
      if (!path.includes('/v1/storefront/'))
        for (const op of Object.values(ops)) expect(op.tags ?? []).not.toContain('storefront');
  });

  test.each([
    ['/api/backend/v1/storefront/store', 'slug', true],
    ['/api/backend/v1/storefront/sitemap', 'slug', true],
    ['/api/backend/v1/storefront/stores', 'limit', false],
  ])('GET %s: its query %s (required: %s) and its answer', (path, name, required) => {
    const op = operation(path, 'get');
    expect(op.summary).toBeTruthy();
    const params = (op.parameters ?? []).filter((p) => p.in === 'query');
    expect(params).toEqual([
      expect.objectContaining({
        name,
        required,
        schema: expect.objectContaining({ type: 'string' }),
      }),
    ]);
    expect(op.responses['200']?.content?.['application/json']?.schema).toEqual(
      expect.objectContaining({ type: 'object' }),
    );
  });

  test("the facts' answer names what a store server reads", () => {
    const schema = operation('/api/backend/v1/storefront/store', 'get').responses['200']?.content?.[
      'application/json'
    ]?.schema as { required: string[] };
    expect(schema.required.sort()).toEqual(['catalogVersion', 'flags', 'locked', 'slug']);
  });

  test('the registration says how it is signed, and answers 201', () => {
    const op = operation('/api/backend/v1/storefront/subscriptions', 'post');
    expect(JSON.stringify(op)).toContain('x-storefront-signature');
    expect(op.responses['201']).toBeDefined();
  });
});
