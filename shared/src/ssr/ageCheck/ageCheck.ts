import {
  safeLocalStorage,
  storedAgeVerified,
  writeAgeVerifiedCookie,
} from '../../cookies/ageVerifiedRecord';
import { NEEDS_SCRIPT_ATTRIBUTE } from '../../early/pageIds';
import { bootConfigOf } from '../bootConfig';

/** The store server's gate over the page (shell `ageGate/AgeGate.tsx`, its modal's name). */
const GATE_SELECTOR = '[data-modal="age-verification"]';

/**
 * SPEC §5 records a verified shopper as `isVerified` in local storage; the store server reads
 * only its cookie mirror, so it sends the gate to a shopper verified in this browser's storage
 * alone (before the cookie existed, or with the cookie cleared). An age-gated page waits for a
 * touch like every other (server/src/afterPaint.ts), so this, built alone to
 * `store-age-check.js` and run as the page is parsed (just before store-after-paint.js), lets that
 * shopper in: the cookie is written as the shell writes it, and the page is asked for again,
 * verified ('reload'). Where the cookie does not take (cookies blocked, a clock far off), a reload
 * would only bring the gate back, again and again: the page asks for the shell's scripts at once
 * instead (`NEEDS_SCRIPT_ATTRIBUTE`, read by store-after-paint.js as it starts), and the shell lets
 * the shopper in by storage, as it did before ('shell'). Nothing is done when the page has no
 * gate or storage says nothing.
 */
export function letInVerifiedByStorage(
  doc: Document = document,
  reload: () => void = () => doc.location.reload(),
): 'reload' | 'shell' | null {
  if (!doc.querySelector(GATE_SELECTOR) || !storedAgeVerified(safeLocalStorage(doc.defaultView)))
    return null;
  const slug = bootConfigOf(doc)?.storeSlug;
  if (
    typeof slug === 'string' &&
    slug !== '' &&
    writeAgeVerifiedCookie(slug, doc.location.protocol)
  ) {
    reload();
    return 'reload';
  }
  doc.documentElement.setAttribute(NEEDS_SCRIPT_ATTRIBUTE, '');
  return 'shell';
}
