import Cookies from 'js-cookie';
import { storeCookieAttributes } from '../../cookies/attributes';
import { whenLoadedAndIdle } from '../idle/whenIdle';
import { showConsentBanner } from './consentBanner';
import { loadTags, type TagWindow } from './loadTags';
import {
  CONSENT_COOKIE_DAYS,
  STORE_TAGS_DATA_ID,
  consentCookieName,
  isConsentChoice,
  storeTagsOf,
  type ConsentChoice,
  type StoreTagsData,
} from './tagSettings';

/** The page's tag settings as the store server wrote them; null when absent or unreadable. */
export function readTagsData(doc: Document): StoreTagsData | null {
  const text = doc.getElementById(STORE_TAGS_DATA_ID)?.textContent;
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const data = raw as Partial<StoreTagsData> | null;
  const tags = storeTagsOf({
    googleAnalytics: data?.google,
    facebook: data?.meta,
    askConsent: data?.askConsent,
  });
  if (!tags || typeof data?.store !== 'string' || !data.words || !data.colors) return null;
  return { ...tags, store: data.store, words: data.words, colors: data.colors };
}

/**
 * The store's tags on this page: loaded once the page is loaded and idle (they never compete with
 * its paint or its first tap) when the store does not ask for consent or the shopper agreed
 * before; after the answer when they agree on the banner; never when they declined, nor in an
 * owner's preview.
 */
export function startStoreTags(win: Window & TagWindow, data: StoreTagsData): void {
  // The owner previewing unpublished work (`#preview=`, shell boot/credentials.ts) is not a
  // shopper: no visit, no event, no banner.
  if (/(?:^#|&)preview=/.test(win.location.hash)) return;
  const cookie = consentCookieName(data.store);
  const saved = Cookies.get(cookie);
  if (!data.askConsent || saved === 'granted') {
    whenLoadedAndIdle(win, () => loadTags(win, data));
    return;
  }
  if (isConsentChoice(saved)) return;
  showConsentBanner(win.document, data, (choice: ConsentChoice) => {
    Cookies.set(cookie, choice, storeCookieAttributes(CONSENT_COOKIE_DAYS, win.location.protocol));
    if (choice === 'granted') loadTags(win, data);
  });
}
