import {
  EARLY_ACTION_MARK,
  LIVE_MARK,
  markPage,
  VITALS_BEACON_PATH,
  VITALS_MARK,
} from '@store/shared';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { sendBeacon } from '../boot/beaconTransport';
import { fieldReports } from './fieldReports';
import { pageTags } from './pageTags';

/**
 * Reports the landing page view: Google's Web Vitals (LCP, INP, CLS, FCP, TTFB), first paint →
 * live (the shell's `LIVE_MARK`) and the count of early actions (`EARLY_ACTION_MARK`s: the
 * after-paint script's and the hydration gates'). TTFB, FCP and the hydration time are known now,
 * LCP at the first input: those go to the store server's beacon (server/src/ops/vitalsBeacon.ts)
 * as LCP is final. CLS, INP and the early actions go once the page is hidden. A page left at its
 * first tap on a starved phone can be cut off inside its `pagehide`; its view's first figures have
 * gone by then, so the operator's view of the slowest pages loses one batch, not all of them.
 */
export function watchVitals(landingPath: string, win: Window = window): void {
  const reports = fieldReports(pageTags(landingPath, win), (body) =>
    sendBeacon(VITALS_BEACON_PATH, body),
  );
  // One INP a view, under one id (fieldReports keeps an id's first value): web-vitals', or the
  // first input's when it saw none (below).
  const add = (m: Metric) => {
    reports.add(m.name, m.value, m.name === 'INP' ? 'INP' : m.id);
    // web-vitals reports LCP at the first input (or as the page hides): the last early figure.
    if (m.name === 'LCP') reports.flush();
  };
  onTTFB(add);
  onFCP(add);
  onLCP(add);
  onCLS(add);
  onINP(add);

  const perf = win.performance;
  const [live] = perf.getEntriesByName(LIVE_MARK, 'mark');
  const [painted] = perf.getEntriesByName('first-contentful-paint', 'paint');
  if (live && painted) reports.add('hydration', Math.max(0, live.startTime - painted.startTime));

  const hidden = () => {
    // The browser's Event Timing buffer keeps only interactions of 104 ms and more, so quicker
    // taps made before this reporter loaded (a quick shopper's, held until the page was live) are
    // unseen by web-vitals, which then reports no INP for the view: the field's INP would count
    // only the slow views. The first input is always kept; its duration is the view's INP then
    // (any other interaction of the view was under 104 ms, or web-vitals would have seen it).
    const [first] = perf.getEntriesByType('first-input');
    if (first && first.duration > 0) reports.add('INP', first.duration, 'INP');
    reports.add('early-actions', perf.getEntriesByName(EARLY_ACTION_MARK, 'mark').length);
    reports.flush();
  };
  // On the document, after web-vitals' own capture listeners on window: its last CLS and INP are
  // queued before the batch goes. `pagehide` for browsers that skip the hidden state on unload.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') hidden();
  });
  win.addEventListener('pagehide', hidden);
  markPage(VITALS_MARK);
}
