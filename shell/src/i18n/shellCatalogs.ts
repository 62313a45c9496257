import { layoutCatalog } from '../layout/messages';
import { preferencesCatalog } from '../localization/messages';
import { newsletterCatalog } from '../newsletter/newsletterMessages';
import { shellPagesCatalog } from '../app/shellMessages';
import type { FeatureCatalog } from '@store/shared';

/** Every message catalog of the shell (each feature owns its own `messages.ts`). */
export const SHELL_CATALOGS: readonly FeatureCatalog[] = [
  layoutCatalog,
  preferencesCatalog,
  newsletterCatalog,
  shellPagesCatalog,
];
