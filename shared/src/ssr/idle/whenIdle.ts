/**
 * Runs `work` once the page has loaded and the browser is idle (at most `timeout` ms later): work
 * a page can wait for never competes with its first paint or its first input. Safari has no idle
 * callback: just after the load.
 */
export function whenLoadedAndIdle(win: Window, work: () => void, timeout = 2000): void {
  const idle = () =>
    'requestIdleCallback' in win ? win.requestIdleCallback(work, { timeout }) : setTimeout(work);
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
