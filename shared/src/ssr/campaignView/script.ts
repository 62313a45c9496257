// The entry of `store-listing-view.js`, built alone by the shell's build (shared/build/webpack.cjs,
// `afterPaintConfig`): a server-rendered listing loads it beside store-after-paint.js.
import { sendCampaignView } from './campaignView';

sendCampaignView();
