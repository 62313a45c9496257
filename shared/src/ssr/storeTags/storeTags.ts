import Cookies from 'js-cookie';
import { storeCookieAttributes } from '../../cookies/attributes';
import { whenLoadedAndIdle } from '../idle/whenIdle';
import { showConsentBanner } from './consentBanner';
import { loadTags, type LoadedTags, type TagWindow } from './loadTags';
import {
  CONSENT_COOKIE_DAYS,
  CONSENT_SETTINGS_ATTRIBUTE,
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
 * owner's preview. The footer's "Cookie settings" opens the banner again: a new answer is kept,
 * and told to tags already loaded. Returns what stops listening for that link (a test's next page).
 */
export function startStoreTags(win: Window & TagWindow, data: StoreTagsData): () => void {
  const stop = () => {};
  // The owner previewing unpublished work (`#preview=`, shell boot/credentials.ts) is not a
  // shopper: no visit, no event, no banner.
  if (/(?:^#|&)preview=/.test(win.location.hash)) return stop;
  let loaded: LoadedTags | null = null;
  const load = () => (loaded ??= loadTags(win, data));
  const cookie = consentCookieName(data.store);
  const saved = Cookies.get(cookie);
  // The answer is read again at idle: a shopper who withdrew meanwhile (Cookie settings) is heard.
  const stillAllowed = () => !data.askConsent || Cookies.get(cookie) === 'granted';
  if (stillAllowed()) whenLoadedAndIdle(win, () => stillAllowed() && load());
  if (!data.askConsent) return stop;

  const answered = (choice: ConsentChoice) => {
    Cookies.set(cookie, choice, storeCookieAttributes(CONSENT_COOKIE_DAYS, win.location.protocol));
    if (choice === 'granted') load().consent('granted');
    else loaded?.consent('denied');
  };
  if (!isConsentChoice(saved)) showConsentBanner(win.document, data, answered);
  // Before the page's own listeners (the early-event capture on the document, React's root): the
  // link is the tags script's alone while it runs, and goes to the privacy policy without it.
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(`[${CONSENT_SETTINGS_ATTRIBUTE}]`)) return;
    event.preventDefault();
    event.stopPropagation();
    const banner = showConsentBanner(win.document, data, answered);
    banner.querySelector('button')?.focus();
  };
  win.addEventListener('click', onClick, { capture: true });
  return () => win.removeEventListener('click', onClick, { capture: true });
}
