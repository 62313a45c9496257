'use strict';
// Renders are background work next to the main thread's: it answers kept pages (most of them) in
// a millisecond or two, while a render takes tens of milliseconds of CPU. On a machine with fewer
// cores than busy threads, an equal share let a burst of first renders (a start, a deploy, a new
// catalog version) hold every kept page up behind them (a 60 s soak from a cold start: p99
// 138-145 ms before they gave way, 102 ms after). So a render thread lowers its own priority: on
// Linux niceness is per thread, and a thread may always lower its own.

/** Nice value of a render thread (the main thread keeps the process's, 0 by default). */
const RENDER_THREAD_NICE = 10;

/** Lowers the calling thread's priority; false where the platform cannot (not Linux, no /proc). */
function lowerThisThreadsPriority() {
  try {
    const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
    if (!(tid > 0)) return false;
    require('node:os').setPriority(tid, RENDER_THREAD_NICE);
    return true;
  } catch {
    return false;
  }
}

module.exports = { lowerThisThreadsPriority, RENDER_THREAD_NICE };
