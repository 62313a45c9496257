import Cookies from 'js-cookie';
import { letInVerifiedByStorage } from './ageCheck';

const GATE = '<dialog open data-modal="age-verification"><form action="/age-gate"></form></dialog>';
const boot = (config: unknown) =>
  `<script type="application/json" id="store-boot">${JSON.stringify({ config })}</script>`;

function page(body: string) {
  document.body.innerHTML = body;
}

const needsScript = () => document.documentElement.hasAttribute('data-needs-script');

beforeEach(() => {
  document.documentElement.removeAttribute('data-needs-script');
  localStorage.clear();
  Cookies.remove('age_verified_afterdark', { path: '/' });
});

test('a shopper verified in storage alone: the cookie is written and the page asked for again, once', () => {
  page(GATE + boot({ storeSlug: 'afterdark' }));
  localStorage.setItem('isVerified', 'true');
  const reload = jest.fn();
  expect(letInVerifiedByStorage(document, reload)).toBe('reload');
  expect(Cookies.get('age_verified_afterdark')).toBe('true');
  expect(reload).toHaveBeenCalledTimes(1);
  expect(needsScript()).toBe(false);
});

test('nothing in storage, or not "true": the gate stays, no cookie, no reload', () => {
  page(GATE + boot({ storeSlug: 'afterdark' }));
  const reload = jest.fn();
  expect(letInVerifiedByStorage(document, reload)).toBeNull();
  localStorage.setItem('isVerified', 'yes');
  expect(letInVerifiedByStorage(document, reload)).toBeNull();
  expect(Cookies.get('age_verified_afterdark')).toBeUndefined();
  expect(reload).not.toHaveBeenCalled();
  expect(needsScript()).toBe(false);
});

test('a page without the gate is left alone', () => {
  page(boot({ storeSlug: 'afterdark' }));
  localStorage.setItem('isVerified', 'true');
  const reload = jest.fn();
  expect(letInVerifiedByStorage(document, reload)).toBeNull();
  expect(needsScript()).toBe(false);
  expect(Cookies.get('age_verified_afterdark')).toBeUndefined();
  expect(reload).not.toHaveBeenCalled();
});

test('boot data missing, malformed or without a slug: no cookie, and the shell lets the shopper in', () => {
  localStorage.setItem('isVerified', 'true');
  const reload = jest.fn();
  for (const data of [
    '',
    '<script type="application/json" id="store-boot">{not json</script>',
    boot({ storeSlug: 42 }),
    boot(null),
  ]) {
    page(GATE + data);
    expect(letInVerifiedByStorage(document, reload)).toBe('shell');
  }
  expect(needsScript()).toBe(true);
  expect(document.cookie).not.toContain('age_verified_');
  expect(reload).not.toHaveBeenCalled();
});

test('cookies blocked: no reload, which would only bring the gate back again and again; the shell lets the shopper in', () => {
  page(GATE + boot({ storeSlug: 'afterdark' }));
  localStorage.setItem('isVerified', 'true');
  const cookie = jest.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
  const reload = jest.fn();
  try {
    expect(letInVerifiedByStorage(document, reload)).toBe('shell');
  } finally {
    cookie.mockRestore();
  }
  expect(reload).not.toHaveBeenCalled();
  expect(needsScript()).toBe(true);
});
