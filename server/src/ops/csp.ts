import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { EARLY_CAPTURE_SCRIPT } from '@store/shared/src/early/captureScript';

/**
 * Content-Security-Policy directives for the store's answers (shell HTML, bundles, config.json,
 * remotes.json); the API's answers it forwards under /api get the strict set
 * (shared/node/strictHeaders.ts): JSON plus the two plain HTML pages under /api, sandbox approval
 * and order tracking, which run no script at all.
 */
export type Directives = Record<string, string[]>;

/**
 * Hosts the payment providers document for their browser SDKs. Only added when the front end has
 * the key that makes it load them (a publishable key / client id), so a sandbox store names none.
 * Stripe: docs.stripe.com/security/guide (Stripe.js, Elements, 3-D Secure frames, address
 * autocomplete) plus m.stripe.network, the frame Stripe.js uses for fraud signals.
 * PayPal: developer.paypal.com/sdk/js/best-practices (the same wildcards for every directive).
 * PayPal's page recommends 'unsafe-inline' for scripts or a nonce (`data-csp-nonce`); we send
 * neither on purpose. The buttons render in PayPal's own frames without them; only the SDK's inline
 * prerender (a spinner) is refused. A nonce handed to the SDK stays readable in the DOM, so any
 * injected script could reuse it: that would weaken script-src for every page more than the
 * spinner is worth. style-src already allows inline styles (emotion), which the SDK also injects.
 */
const PROVIDER_SOURCES = {
  stripe: {
    'script-src': [
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://m.stripe.network',
      'https://maps.googleapis.com',
    ],
    'frame-src': [
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
      'https://m.stripe.network',
    ],
    'connect-src': [
      'https://api.stripe.com',
      'https://m.stripe.network',
      'https://maps.googleapis.com',
    ],
    'img-src': ['https://*.stripe.com'],
  },
  paypal: Object.fromEntries(
    ['script-src', 'frame-src', 'connect-src', 'img-src', 'style-src'].map((d) => [
      d,
      [
        'https://www.paypal.com',
        'https://*.paypal.com',
        'https://*.paypalobjects.com',
        'https://*.venmo.com',
      ],
    ]),
  ),
} satisfies Record<string, Directives>;

/**
 * Hosts of a store's own tags (shared/src/ssr/storeTags), added to that store's pages only when its
 * record configures them. Google: developers.google.com/tag-platform/security/guides/csp (the
 * Google tag and Tag Manager: scripts and hits on *.googletagmanager.com, GA4's collection on
 * *.google-analytics.com and *.analytics.google.com). Meta: the pixel's script from
 * connect.facebook.net, its events to www.facebook.com (an image or a beacon).
 */
const TAG_SOURCES = {
  google: {
    'script-src': ['https://*.googletagmanager.com'],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
  },
  meta: {
    'script-src': ['https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
    'connect-src': ['https://connect.facebook.net', 'https://www.facebook.com'],
  },
} satisfies Record<string, Directives>;

/** Which kinds of tag a store's pages load (none: the policy names no tag host). */
export interface TagKinds {
  google: boolean;
  meta: boolean;
}

/** Origins the Payment Request API (Google Pay / Apple Pay through a provider's frame) runs in. */
export const PROVIDER_PAYMENT_ORIGINS = {
  stripe: ['https://js.stripe.com'],
  paypal: ['https://www.paypal.com'],
};

/**
 * A CSP source for a configured URL on another origin: its origin (`https://cdn.example.com`),
 * `host[:port]` for a scheme-relative URL (matches the page's own scheme), null when the URL is
 * this server (a path) or unusable.
 */
function sourceOf(url: string): string | null {
  const value = url.trim();
  if (!value || /[\s;,'"]/.test(value)) return null;
  if (value.startsWith('//')) {
    try {
      return new URL(`https:${value}`).host || null;
    } catch {
      return null;
    }
  }
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

const uniqueSources = (urls: Iterable<string>): string[] => {
  const out = new Set<string>();
  for (const u of urls) {
    const s = sourceOf(u);
    if (s) out.add(s);
  }
  return [...out];
};

/**
 * Origins of the remotes named in REMOTES_FILE. The file is re-read by /remotes.json on every
 * request, so the policy follows it: stat on each store response, parse only when mtime or size
 * changed. Unreadable or invalid JSON names no origin (the store then loads nothing from elsewhere).
 */
export function remoteSourcesReader(file: string | undefined): () => string[] {
  let key = '';
  let cached: string[] = [];
  return () => {
    if (!file) return [];
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      key = '';
      cached = [];
      return cached;
    }
    const next = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    if (next === key) return cached;
    key = next;
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      const values =
        parsed && typeof parsed === 'object'
          ? Object.values(parsed).filter((v): v is string => typeof v === 'string')
          : [];
      cached = uniqueSources(values);
    } catch {
      cached = [];
    }
    return cached;
  };
}

export interface StorePolicyInput {
  remoteSources: string[];
  stripe: boolean;
  paypal: boolean;
  /** Only when served over https (upgrade-insecure-requests would break an http store's CDN). */
  https: boolean;
  frameAncestors: "'none'" | "'self'";
  /** The request's store loads these tags (its page says so: pageRoute.ts). */
  tags?: TagKinds;
}

const withProviders = (
  directive: string,
  base: string[],
  input: Pick<StorePolicyInput, 'stripe' | 'paypal' | 'tags'>,
): string[] => {
  const sources: [boolean | undefined, Directives][] = [
    [input.stripe, PROVIDER_SOURCES.stripe],
    [input.paypal, PROVIDER_SOURCES.paypal],
    [input.tags?.google, TAG_SOURCES.google],
    [input.tags?.meta, TAG_SOURCES.meta],
  ];
  const extra = sources.flatMap(([on, d]) => (on ? (d[directive] ?? []) : []));
  return [...new Set([...base, ...extra])];
};

/** The CSP source allowing the early-capture script (shared/src/early/captureScript.ts). */
export const EARLY_CAPTURE_SOURCE = `'sha256-${createHash('sha256').update(EARLY_CAPTURE_SCRIPT).digest('base64')}'`;

/** The store's policy: own origin, remotes, and the providers it has keys for. */
export function storeDirectives(input: StorePolicyInput): Directives {
  const { remoteSources } = input;
  const d: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    // Federation loads each remote's remoteEntry.js and chunks by URL (script tags): no eval
    // anywhere in the built bundles, and one inline script, allowed by its hash alone: the few
    // bytes in a painted page's head that keep the shopper's taps until its scripts arrive.
    'script-src': withProviders(
      'script-src',
      ["'self'", EARLY_CAPTURE_SOURCE, ...remoteSources],
      input,
    ),
    'script-src-attr': ["'none'"],
    // 'unsafe-inline' for styles only: emotion (the theme and every component) injects <style>
    // tags at run time. Scripts stay strict, so injected markup still cannot run code.
    'style-src': withProviders('style-src', ["'self'", "'unsafe-inline'"], input),
    // Mockups come from the backend host, through this server; theme images may be any https
    // URL an owner configures; small icons may be data: URLs.
    'img-src': withProviders('img-src', ["'self'", 'data:', 'https:'], input),
    'font-src': ["'self'", 'data:'],
    // Manifests of remotes on other origins are fetched; the API's hosts are this server's
    // own prefixes, whatever upstream they are forwarded to (src/proxy).
    'connect-src': withProviders('connect-src', ["'self'", ...remoteSources], input),
    'frame-src': withProviders('frame-src', ["'self'"], input),
    'form-action': ["'self'"],
    'frame-ancestors': [input.frameAncestors],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  if (input.https) d['upgrade-insecure-requests'] = [];
  return d;
}
