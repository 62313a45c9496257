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
/** Each start's listener goes with its test: one window stands for every page here. */
const stops: (() => void)[] = [];
const start = (data: StoreTagsData) => stops.push(startStoreTags(win, data));
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  jest.useRealTimers();
});

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
  start({ ...DATA, askConsent: false });
  expect(tagScripts()).toEqual([]);
  idle();
  expect(tagScripts()).toHaveLength(1);
  expect(banner()).toBeNull();
});

test('asked: nothing loads until the shopper accepts; then the tags load and the answer is kept', () => {
  start(DATA);
  idle();
  expect(tagScripts()).toEqual([]);
  const region = banner();
  expect(region).toBeInTheDocument();
  expect(region).toHaveTextContent('We use cookies. Privacy policy');
  expect(within(region!).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
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
  start(DATA);
  expect(banner()).toBeNull();
  idle();
  expect(tagScripts()).toHaveLength(1);
});

test('declined: the banner goes, nothing loads, and the next page does not ask again', () => {
  start(DATA);
  within(banner()!).getByRole('button', { name: 'Decline' }).click();
  expect(banner()).toBeNull();
  expect(document.cookie).toContain('tag_consent_demo=denied');
  start(DATA);
  idle();
  expect(banner()).toBeNull();
  expect(tagScripts()).toEqual([]);
  expect(win[GTAG_LAYER]).toBeUndefined();
});

test("another store's answer is not this one's; a forged value asks again", () => {
  document.cookie = 'tag_consent_afterdark=granted; path=/';
  start(DATA);
  expect(banner()).toBeInTheDocument();
  document.body.innerHTML = '';
  document.cookie = 'tag_consent_demo=yes; path=/';
  start(DATA);
  expect(document.querySelectorAll(`[${CONSENT_BANNER_ATTRIBUTE}]`)).toHaveLength(1);
});

test("an owner's preview loads no tag and asks nothing", () => {
  window.history.replaceState(null, '', '/#preview=abc.def');
  try {
    start({ ...DATA, askConsent: false });
    start(DATA);
    idle();
    expect(tagScripts()).toEqual([]);
    expect(banner()).toBeNull();
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

test('started twice on one page, there is still one banner', () => {
  start(DATA);
  start(DATA);
  expect(document.querySelectorAll(`[${CONSENT_BANNER_ATTRIBUTE}]`)).toHaveLength(1);
});

describe("the footer's Cookie settings", () => {
  const settingsLink = () => {
    const link = Object.assign(document.createElement('a'), { href: '/privacy-policy' });
    link.textContent = 'Cookie settings';
    link.setAttribute('data-consent-settings', '');
    document.body.append(link);
    return link;
  };
  const googleCommands = () =>
    (win[GTAG_LAYER] ?? []).map((a) => Array.from(a as ArrayLike<unknown>));

  test('opens the banner again, focused on its first answer, instead of following the link', () => {
    const link = settingsLink();
    const seenByPage = jest.fn();
    document.addEventListener('click', seenByPage, { capture: true });
    document.cookie = 'tag_consent_demo=denied; path=/';
    start(DATA);
    expect(banner()).toBeNull();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // The page's own listeners (early capture, React) never see it.
    expect(seenByPage).not.toHaveBeenCalled();
    document.removeEventListener('click', seenByPage, { capture: true });
    expect(banner()).toBeInTheDocument();
    expect(within(banner()!).getByRole('button', { name: 'Decline' })).toHaveFocus();
    // Agreeing now loads the tags on this page, and keeps the new answer.
    within(banner()!).getByRole('button', { name: 'Accept' }).click();
    expect(document.cookie).toContain('tag_consent_demo=granted');
    expect(tagScripts()).toHaveLength(1);
  });

  test('a withdrawal is kept and told to the tags already loaded; later events stay with the store', () => {
    const link = settingsLink();
    document.cookie = 'tag_consent_demo=granted; path=/';
    start(DATA);
    idle();
    expect(tagScripts()).toHaveLength(1);
    link.click();
    within(banner()!).getByRole('button', { name: 'Decline' }).click();
    expect(document.cookie).toContain('tag_consent_demo=denied');
    win.dataLayer?.push({ event: 'add_to_cart' });
    const sent = googleCommands();
    expect(sent.at(-1)?.slice(0, 2)).toEqual(['consent', 'update']);
    expect(sent.at(-1)?.[2]).toMatchObject({ analytics_storage: 'denied' });
    expect(sent.filter((c) => c[1] === 'add_to_cart')).toEqual([]);
    expect(win.dataLayer?.at(-1)).toEqual({ event: 'add_to_cart' });
  });

  test('withdrawn before the page was idle: the tags agreed to on an earlier page never load', () => {
    const link = settingsLink();
    document.cookie = 'tag_consent_demo=granted; path=/';
    start(DATA);
    link.click();
    within(banner()!).getByRole('button', { name: 'Decline' }).click();
    idle();
    expect(tagScripts()).toEqual([]);
    expect(win[GTAG_LAYER]).toBeUndefined();
  });

  test('a store that asks nothing leaves the link alone', () => {
    const link = settingsLink();
    start({ ...DATA, askConsent: false });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(banner()).toBeNull();
    // jsdom does not navigate; the browser follows the link to the privacy policy.
    expect(click.defaultPrevented).toBe(false);
  });
});
