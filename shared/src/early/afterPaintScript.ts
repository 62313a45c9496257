// The entry of `store-after-paint.js`, built alone by the shell's build (shared/build/webpack.cjs,
// `afterPaintConfig`): the store server's painted pages load it before any other script.
import { startAfterPaint } from './afterPaint';

startAfterPaint();
