// The entry of `store-tags.js`, built beside store-page-view.js (shared/build/webpack.cjs,
// `afterPaintConfig`): the store server adds it, with its data block, to every page of a store
// whose record configures tags (server/src/storeTagsBlock.ts). It runs whether or not the
// page's other scripts wait for a touch.
import { readTagsData, startStoreTags } from './storeTags';

const data = readTagsData(document);
if (data) startStoreTags(window, data);
