// The entry of `store-age-check.js`, built beside store-page-view.js (shared/build/webpack.cjs):
// an age-gated page that waits for a touch loads it first, to let in a shopper verified in this
// browser's storage alone (./ageCheck.ts).
import { letInVerifiedByStorage } from './ageCheck';

letInVerifiedByStorage();
