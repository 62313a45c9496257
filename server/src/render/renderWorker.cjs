'use strict';
// One render worker (a piscina thread) of one generation: the shell's server build and, through
// its federation runtime, the remotes' server code named by that generation's remotes.json,
// loaded once when the thread starts. It gets no secret and no database handle: its environment
// is empty (renderPool.ts), and all it reads comes over HTTP from the store server's public API.
const { workerData } = require('node:worker_threads');
const { JSDOM } = require('jsdom');
const createDOMPurify = require('dompurify');

const { lowerThisThreadsPriority } = require('./backgroundThread.cjs');

// Kept pages on the main thread go first (backgroundThread.cjs).
lowerThisThreadsPriority();

const ready = (async () => {
  const shell = require(workerData.shellServer);
  await shell.initRenderer({
    internalOrigin: workerData.internalOrigin,
    remotes: workerData.remotes,
    // DOMPurify needs a DOM: one for the thread's whole life (it holds no request's data).
    purifier: createDOMPurify(new JSDOM('').window),
  });
  await shell.warmRenderer();
  return shell;
})();
// Failing to start is reported by the first task; nothing is left unhandled meanwhile.
ready.catch(() => {});

/** A task: `{ warm: true }` waits for the thread to be ready, else renders one page. */
module.exports = async function run(task) {
  const shell = await ready;
  if (task && task.warm) return null;
  return shell.renderPage(task);
};
