import { getSessionCredentials } from '@store/shared';
import { useStoreLocked } from '../boot/storeLock';
import { useShell } from './ShellContext';

/**
 * A theme preview (the owner's unpublished draft) and a store behind an access code are never
 * search results, whatever the page. This robots rule belongs to the visit, not to a page: it has
 * no `data-page-head`, so neither a PageHead nor a navigation removes it. The store server writes
 * a locked store's own unmarked rule into every first HTML; it cannot for a preview (the token is
 * in the URL hash, which it never sees), nor does a static host, so the shell adds its own.
 */
export function SessionRobots() {
  const { previewMode } = useShell();
  const locked = useStoreLocked();
  // The token too: a preview whose draft theme failed to load is still a preview.
  const preview = previewMode || getSessionCredentials().previewToken !== null;
  return preview || locked ? <meta name="robots" content="noindex" /> : null;
}
