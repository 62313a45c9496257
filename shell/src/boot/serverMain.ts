import { ssrMainIsFrame } from '@store/shared';

/**
 * The server's markup of the page's own area (`<main>`), as it was before hydration. A
 * server-rendered page works as HTML (its forms post to the store server), so when the page's
 * remote does not load at all, that markup is still worth more to the shopper than an apology:
 * the remote's fallback shows it again (RemoteFallback), for this address only. Browser only.
 */
let kept: { url: string; html: string } | null = null;

const here = () => `${window.location.pathname}${window.location.search}`;

/** Before hydrating a server-rendered page. */
export function keepServerMain(doc: Document = document): void {
  if (ssrMainIsFrame()) return;
  const main = doc.getElementById('main');
  kept = main?.innerHTML ? { url: here(), html: main.innerHTML } : null;
}

/** The kept markup when the shopper is still on the address it was rendered for. */
export function keptServerMain(): string | null {
  return kept && kept.url === here() ? kept.html : null;
}
