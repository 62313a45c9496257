/** @jest-environment jsdom */
import { screen, within } from '@testing-library/dom';
import '@testing-library/jest-dom';
import { CONSENT_BANNER_ATTRIBUTE } from './consentBanner';
import { GTAG_LAYER, type TagWindow } from './loadTags';
import { readTagsData, startStoreTags } from './storeTags';
import type { StoreTagsData } from './tagSettings';

// A page of a store with tags: loaded at idle when no consent is needed or it was given; a banner
// in the page's words otherwise, whose answer is kept per store and decides whether they load.

const DATA: StoreTagsData = {
  google: 'G-AB12CD34EF',
  meta: null,
  askConsent: true,
  store: 'demo',
  words: {
    label: 'Cookie consent',
    message: 'We use cookies.',
    accept: 'Accept',
    decline: 'Decline',
    privacy: 'Privacy policy',
  },
  colors: { background: '#0e0b16', text: '#f5f3ff' },
};

type TestWindow = Window & TagWindow;
const win = window as TestWindow;

const tagScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src);
const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<main><h1>Page</h1></main>';
  delete win[GTAG_LAYER];
  win.dataLayer = [{ event: 'page_view' }];
  clearCookies();
});
afterEach(() => jest.useRealTimers());

/** jsdom is `complete` already and has no idle callback: the load's setTimeout runs them. */
const idle = () => jest.runOnlyPendingTimers();

test('the data block is read only when it is whole and valid', () => {
  const block = (text: string) =>
    (document.head.innerHTML = `<script id="store-tags" type="application/json">${text}</script>`);
  block(JSON.stringify(DATA));
  expect(readTagsData(document)).toEqual(DATA);
  block('{not json');
  expect(readTagsData(document)).toBeNull();
  block(JSON.stringify({ ...DATA, google: 'javascript:alert(1)', meta: null }));
  expect(readTagsData(document)).toBeNull();
  block(JSON.stringify({ ...DATA, words: undefined }));
  expect(readTagsData(document)).toBeNull();
  document.head.innerHTML = '';
  expect(readTagsData(document)).toBeNull();
});

test('a store that does not ask loads its tags once the page is idle, with no banner', () => {
  startStoreTags(win, { ...DATA, askConsent: false });
  expect(tagScripts()).toEqual([]);
  idle();
  expect(tagScripts()).toHaveLength(1);
  expect(banner()).toBeNull();
});

test('asked: nothing loads until the shopper accepts; then the tags load and the answer is kept', () => {
  startStoreTags(win, DATA);
  idle();
  expect(tagScripts()).toEqual([]);
  const region = banner();
  expect(region).toBeInTheDocument();
  expect(region).toHaveTextContent('We use cookies. Privacy policy');
  expect(within(region!).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  // The theme's colours, not literals of its own.
  expect(region).toHaveStyle({ background: '#0e0b16', color: '#f5f3ff', position: 'fixed' });

  within(region!).getByRole('button', { name: 'Accept' }).click();
  expect(banner()).toBeNull();
  expect(document.cookie).toContain('tag_consent_demo=granted');
  expect(tagScripts()).toEqual([
    'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF&l=storeGtagLayer',
  ]);
  // The page view pushed before the answer reaches the tag after it.
  const events = (win[GTAG_LAYER] ?? []).map((a) => Array.from(a as ArrayLike<unknown>));
  expect(events.filter((c) => c[0] === 'event').map((c) => c[1])).toEqual(['page_view']);

  // The next page of the store: no banner, the tags at idle.
  document.head.innerHTML = '';
  startStoreTags(win, DATA);
  expect(banner()).toBeNull();
  idle();
  expect(tagScripts()).toHaveLength(1);
});

test('declined: the banner goes, nothing loads, and the next page does not ask again', () => {
  startStoreTags(win, DATA);
  within(banner()!).getByRole('button', { name: 'Decline' }).click();
  expect(banner()).toBeNull();
  expect(document.cookie).toContain('tag_consent_demo=denied');
  startStoreTags(win, DATA);
  idle();
  expect(banner()).toBeNull();
  expect(tagScripts()).toEqual([]);
  expect(win[GTAG_LAYER]).toBeUndefined();
});

test("another store's answer is not this one's; a forged value asks again", () => {
  document.cookie = 'tag_consent_afterdark=granted; path=/';
  startStoreTags(win, DATA);
  expect(banner()).toBeInTheDocument();
  document.body.innerHTML = '';
  document.cookie = 'tag_consent_demo=yes; path=/';
  startStoreTags(win, DATA);
  expect(document.querySelectorAll(`[${CONSENT_BANNER_ATTRIBUTE}]`)).toHaveLength(1);
});

test("an owner's preview loads no tag and asks nothing", () => {
  window.history.replaceState(null, '', '/#preview=abc.def');
  try {
    startStoreTags(win, { ...DATA, askConsent: false });
    startStoreTags(win, DATA);
    idle();
    expect(tagScripts()).toEqual([]);
    expect(banner()).toBeNull();
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

test('started twice on one page, there is still one banner', () => {
  startStoreTags(win, DATA);
  startStoreTags(win, DATA);
  expect(document.querySelectorAll(`[${CONSENT_BANNER_ATTRIBUTE}]`)).toHaveLength(1);
});
