import type { RemoteName } from '@store/shared/src/routes';
import { BOOT_DATA_ID } from '@store/shared/src/early/pageIds';
import { withScriptsAfterPaint, type PageScripts } from './afterPaint';
import { withCartCount } from './cartCount';
import { withHead } from './head/headHtml';
import { withBody, withFavicon, withLang } from './pageMarkup';
import type { RenderOutcome } from './render/serverRender';
import { scriptSafeJson } from './scriptSafeJson';

/** The shell's template with the head, the boot data, the links and the render (if any). */
export function writePage(
  template: string,
  page: {
    head: string;
    bootJson: string;
    links: string[];
    locale: string;
    outcome: RenderOutcome | null;
    owner: RemoteName;
    cartLabel: string;
    /** When a painted page's scripts are released, and what runs first (afterPaint.ts). */
    scripts: PageScripts;
    /** The store's theme as the boot data holds it (its favicon goes in the head). */
    theme: unknown;
  },
): string {
  const { outcome, links } = page;
  const rendered = outcome?.rendered ?? null;
  const paintFirst = rendered?.state.main === 'render';
  const head = [
    page.head,
    `<script id="${BOOT_DATA_ID}" type="application/json">${page.bootJson}</script>`,
    // A painted page's largest image comes before the scripts that only make it interactive.
    ...(rendered
      ? [
          rendered.hints,
          `<script id="store-ssr" type="application/json">${scriptSafeJson(rendered.state)}</script>`,
        ]
      : []),
    // A page painted here asks for its scripts once it is on screen (afterPaint.ts); a frame
    // (a remote not rendered here) is filled by them, so they start at once.
    ...(paintFirst ? [] : links),
  ].join('');
  const written = withFavicon(withLang(withHead(template, head), page.locale), page.theme);
  if (!rendered) {
    // The page is the browser's to render: nothing shows without script. When its render is
    // only late (it goes on, and serves the next request), a browser without script asks
    // again in a second and gets it; one with script never reads a <noscript>.
    const again =
      page.owner !== 'mf-checkout' &&
      outcome &&
      !outcome.rendered &&
      RENDER_COMES_LATER.has(outcome.reason);
    return again ? written.replace('</head>', () => `${NO_SCRIPT_RETRY}</head>`) : written;
  }
  return withBody(
    paintFirst ? withScriptsAfterPaint(written, links, page.scripts) : written,
    withCartCount(rendered.html, page.cartLabel),
  );
}

/** Fallbacks whose render is still made (late, or once a thread is free): see serverRender.ts. */
const RENDER_COMES_LATER = new Set(['budget', 'warming', 'busy']);
const NO_SCRIPT_RETRY = '<noscript><meta http-equiv="refresh" content="1"></noscript>';
