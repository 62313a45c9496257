import { bus, type ErrorReport } from '@store/shared';
import type { Subscription } from 'rxjs';

/** The window event an operator wires to their error-reporting service (README, Deploy). */
export const STORE_ERROR_EVENT = 'store:error';

/**
 * Hands every `error:reported` (from the shell, its federation plugins or any remote) to the
 * page's one error-reporting hook: a `store:error` CustomEvent on window whose `detail` is the
 * report. A listener that throws cannot break the store: dispatchEvent reports it and goes on.
 */
export function forwardErrorReports(): void {
  // One forwarder per page, however often boot runs (tests boot many times).
  if (forwarding) return;
  forwarding = bus.on('error:reported').subscribe((report: ErrorReport) => {
    console.error(`[store] ${report.kind}: ${report.message}`, report.error);
    window.dispatchEvent(new CustomEvent<ErrorReport>(STORE_ERROR_EVENT, { detail: report }));
  });
}

let forwarding: Subscription | null = null;
