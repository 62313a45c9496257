/**
 * One POST to a same-origin beacon of the store server (errors, field vitals): `sendBeacon` with
 * a text/plain Blob (a "simple" request: no preflight, and it survives the page being closed);
 * `fetch` with keepalive where the browser has no beacon or refuses it (over its quota). A
 * failure is dropped: reporting must never become a second failure.
 */
export function sendBeacon(url: string, body: string): void {
  const type = 'text/plain;charset=UTF-8';
  try {
    // Not every browser (nor jsdom) has a beacon.
    const nav: Partial<Navigator> = navigator;
    if (nav.sendBeacon?.(url, new Blob([body], { type }))) return;
    void fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': type },
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No network API at all (or it threw): nothing to report with.
  }
}
