/**
 * Preloaded into a benched API process (`node -r dist/bench/loopDelayProbe.js dist/main.js`):
 * records the event-loop delay and answers the bench over IPC — 'reset' starts a window,
 * 'report' returns its p99 and max in ms. A loop blocked by synchronous work shows here.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
process.on('message', (message) => {
  if (message === 'reset') histogram.reset();
  if (message === 'report')
    process.send?.({
      loopDelay: { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 },
    });
});
// The IPC channel must not keep a process alive that the bench asked to stop.
process.channel?.unref();
