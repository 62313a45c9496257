// The entry of `store-page-view.js`, built alone by the shell's build (shared/build/webpack.cjs,
// `afterPaintConfig`): a server-rendered page that waits for a touch loads it beside
// store-after-paint.js, and it tells the page's view from the HTML (../early/paintEvents.ts; a
// listing's view to the tracking service too: ./campaignView). Such a page's early script also fetches,
// at idle and without running them, the scripts its first touch will run (./idlePrefetch), and
// pushes the product-click of a tile link followed before the page is live (../early/tileClicks.ts).
import { sendCampaignView } from './campaignView/campaignView';
import { prefetchWhenIdle } from './idlePrefetch/idlePrefetch';
import { sendPaintEvents } from '../early/paintEvents';
import { pushTileClicksLeftToBrowser } from '../early/tileClicks';

sendPaintEvents();
const w = window as unknown as { dataLayer?: Record<string, unknown>[] };
pushTileClicksLeftToBrowser(document, () => (w.dataLayer ??= []));
sendCampaignView();
prefetchWhenIdle();
