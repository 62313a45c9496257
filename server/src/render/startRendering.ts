import type { FastifyInstance } from 'fastify';
import type { HostOptions } from '../hostOptions';
import type { StoreMetrics } from '../ops/metrics';
import type { StoreServerOptions } from '../options';
import { listeningOrigin } from './loopbackOrigin';
import { createServerRenderer, type ServerRenderer } from './serverRender';
import { pageWarmer } from './warmPages';
import { DEFAULT_BUDGET_MS } from './serverRenderEnv';

/**
 * The render threads, closed with the app, and the warm-up that keeps the server unready until
 * each store's first pages rendered (so the first shoppers get rendered pages).
 */
export function startRendering(
  app: FastifyInstance,
  host: HostOptions,
  opts: StoreServerOptions,
  metrics: StoreMetrics,
): { renderer: ServerRenderer; warmState: () => string } {
  const settings = opts.serverRender || {};
  const origin = listeningOrigin(app.server);
  const renderer = createServerRenderer({
    frontendRoot: host.frontendRoot,
    internalOrigin: origin,
    budgetMs: settings.budgetMs ?? DEFAULT_BUDGET_MS,
    ...(settings.threads ? { threads: settings.threads } : {}),
    ...(settings.workerFile ? { workerFile: settings.workerFile } : {}),
    onWorkerRestart: () => metrics.renderWorkerRestart(),
  });
  app.addHook('onClose', () => renderer.close());
  const warmer = pageWarmer({
    app,
    reads: host.commerce.reads,
    defaultStore: host.defaultStore,
    origin,
    canRender: renderer.canRender,
  });
  app.addHook('onListen', async () => {
    void warmer.run();
  });
  return { renderer, warmState: warmer.state };
}
