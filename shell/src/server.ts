// The shell's server build (the store server's render workers load it): an async boundary, as in
// the browser, so the shared libraries are negotiated before any of them is imported.

import type { RenderAnswer, RenderInit, RenderInput, RenderOutput } from '@store/shared';

export type { RenderAnswer, RenderInit, RenderInput, RenderOutput };

export async function initRenderer(init: RenderInit): Promise<void> {
  (await import('./server/renderPage')).initRenderer(init);
}

export async function warmRenderer(): Promise<void> {
  return (await import('./server/renderPage')).warmRenderer();
}

export async function renderPage(input: RenderInput): Promise<RenderAnswer> {
  return (await import('./server/renderPage')).renderPage(input);
}
