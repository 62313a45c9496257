import Cookies from 'js-cookie';
import { storeCookieAttributes } from '../../cookies/attributes';
import {
  AGE_VERIFIED_COOKIE_DAYS,
  AGE_VERIFIED_STORAGE_KEY,
  AGE_VERIFIED_VALUE,
  ageVerifiedCookieName,
  isAgeVerifiedValue,
} from '../../cookies/ageVerified';
import { BOOT_DATA_ID, NEEDS_SCRIPT_ATTRIBUTE } from '../../early/pageIds';

/** The store server's gate over the page (shell `ageGate/AgeGate.tsx`, its modal's name). */
const GATE_SELECTOR = '[data-modal="age-verification"]';

/** The store's slug as the page's boot data (`#store-boot`, server/src/bootBlock.ts) holds it. */
function storeSlugOf(doc: Document): string | null {
  try {
    const boot: unknown = JSON.parse(doc.getElementById(BOOT_DATA_ID)?.textContent ?? 'null');
    const slug = (boot as { config?: { storeSlug?: unknown } } | null)?.config?.storeSlug;
    return typeof slug === 'string' && slug !== '' ? slug : null;
  } catch {
    return null;
  }
}

function storedVerified(doc: Document): boolean {
  try {
    return doc.defaultView?.localStorage.getItem(AGE_VERIFIED_STORAGE_KEY) === 'true';
  } catch {
    return false; // storage blocked: nothing recorded there
  }
}

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
  if (!doc.querySelector(GATE_SELECTOR) || !storedVerified(doc)) return null;
  const slug = storeSlugOf(doc);
  if (slug) {
    const name = ageVerifiedCookieName(slug);
    Cookies.set(
      name,
      AGE_VERIFIED_VALUE,
      storeCookieAttributes(AGE_VERIFIED_COOKIE_DAYS, doc.location.protocol),
    );
    if (isAgeVerifiedValue(Cookies.get(name))) {
      reload();
      return 'reload';
    }
  }
  doc.documentElement.setAttribute(NEEDS_SCRIPT_ATTRIBUTE, '');
  return 'shell';
}
