import { warmIntl } from './boot/warmIntl';

// The entry's own evaluation and the loading of the boot chunks are separate tasks (see
// bootstrap.ts): a phone's main thread is never held for both at once.
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
// Its own task too, run while the boot chunks download.
setTimeout(warmIntl, 0);
