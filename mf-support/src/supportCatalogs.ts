import type { FeatureCatalog } from '@store/shared';
import { aboutCatalog } from './about/messages';
import { contactCatalog } from './contact/messages';
import { helpCatalog } from './help/messages';
import { legalCatalog, privacyCatalog, termsCatalog } from './legal/messages';
import { loginCatalog } from './login/messages';
import { notFoundCatalog } from './notFound/messages';
import { recoverCatalog } from './recover/messages';
import { trackCatalog } from './track/messages';

/** Every message catalog of mf-support (each feature owns its `messages.ts`). */
export const SUPPORT_CATALOGS: readonly FeatureCatalog[] = [
  aboutCatalog,
  contactCatalog,
  helpCatalog,
  legalCatalog,
  privacyCatalog,
  termsCatalog,
  loginCatalog,
  notFoundCatalog,
  recoverCatalog,
  trackCatalog,
];
