import { whenLive, type RuntimeConfig } from '@store/shared';
import { whenIdle } from '../boot/whenIdle';

/**
 * Field vitals for a sampled share of page views (config.json `vitalsSampleRate`). Nothing of it
 * is in the first load but this: the reporter and Google's `web-vitals` are a chunk of their own,
 * asked for once the page is live and the browser idle, so they never compete with the page
 * going live. What happened before is not lost: `web-vitals` reads the buffered paint, layout
 * shift and first-input entries, and the page's marks stay on its timeline.
 */
export function startFieldVitals(
  config: Pick<RuntimeConfig, 'vitalsSampleRate'>,
  random: () => number = Math.random,
): void {
  if (!(random() < config.vitalsSampleRate)) return;
  // The page view is the landing page's: later moves inside the app are not new page loads.
  const landing = window.location.pathname;
  whenLive(() => {
    whenIdle(() => {
      import(/* webpackChunkName: "field-vitals" */ './watchVitals')
        .then((m) => m.watchVitals(landing))
        // A chunk that fails to load costs the operator one page view's report, nothing more.
        .catch(() => undefined);
    }, 1000);
  });
}
