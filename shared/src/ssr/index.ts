export {
  currentRequestScope,
  installRequestScopeProvider,
  isServerRender,
  requestLocal,
  type RequestScope,
} from './requestScope';
export {
  INTERACTIVE_ATTRIBUTE,
  registerSsrStore,
  resetSsrStateForTests,
  setSsrMain,
  SSR_STATE_ID,
  ssrMainIsFrame,
  ssrStores,
  takeSsrState,
  type SsrMain,
  type SsrStoreHooks,
} from './ssrState';
export { serverCartCookie, setServerCartCookie } from './serverCart';
export { whenLive } from './afterPaint/whenLive';
export { BOOT_DATA_ID, NEEDS_SCRIPT_ATTRIBUTE } from './afterPaint/pageIds';
export { HOLDS_SUBMIT, needsScriptWhen } from './afterPaint/needsScript';
export {
  CONSENT_SETTINGS_ATTRIBUTE,
  PRIVACY_POLICY_PATH,
  storeTagsOf,
} from './storeTags/tagSettings';
export type {
  NotRenderedReason,
  RenderAnswer,
  RenderInit,
  RenderInput,
  RenderOutput,
} from './renderContract';
export { campaignGetVars } from './campaignView/campaignGetVars';
export { takeSentCampaignView } from './campaignView/campaignView';
export { CAMPAIGN_ID_ATTRIBUTE, CAMPAIGN_SENT_ATTRIBUTE } from './campaignView/pageIds';
export { actionEventsLeft, sendPaintEvents, takePaintEvent } from './pageView/paintEvents';
export {
  ACTION_EVENT_ATTRIBUTE,
  ACTION_ID_ATTRIBUTE,
  ACTION_ID_PARAM,
  ADDED_QUANTITY_PARAM,
  IMPRESSIONS_ATTRIBUTE,
  PAGE_VIEW_PATH,
  VIEW_ITEM_ATTRIBUTE,
} from './pageView/pageIds';
