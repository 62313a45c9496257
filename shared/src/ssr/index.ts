export {
  currentRequestScope,
  installRequestScopeProvider,
  isServerRender,
  requestLocal,
  type RequestScope,
} from './requestScope';
export {
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
