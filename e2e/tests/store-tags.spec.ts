import AxeBuilder from '@axe-core/playwright';
import { expect, test, untilLive, type Page } from '../support/test';
import { whenWarm } from '../support/serverRender';
import { addConfirmed, pickOnListing } from '../support/quickShopper';
import { STORE_PORT } from '../support/ports';
import { dataLayerCount } from '../support/dataLayer';
import { withStorePixels } from '../support/storeDb';
import { eventsTold, stubTagHosts, tagHits } from '../support/storeTags';

// The store's own tags (issue 58 §4; SPEC §7 external services: a tag manager, an analytics
// service, social ad pixels). A store whose record configures Google's tag and Meta's pixel loads
// them after paint, from hosts its CSP allows for it alone, and they get the dataLayer's events
// once each. A store that asks for consent shows a banner in the page's language and loads
// nothing until the shopper agrees. The tag hosts are stubbed at the network boundary.

const LISTING = '/listing/tidepool-wave-tee';
const GOOGLE_ID = 'G-E2ETAGS01';
const META_ID = '1234567890123456';
const TAGS = { gmcMerchantId: null, googleAnalytics: GOOGLE_ID, facebook: META_ID };

test.beforeAll(async ({ request }) => {
  await whenWarm(request, '/');
  await whenWarm(request, LISTING);
});

/** CSP violations the page reports (registered before any script of the store runs). */
async function cspViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__tagsCspViolation', (v: string) => seen.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __tagsCspViolation(v: string): void }).__tagsCspViolation(
        `${e.effectiveDirective} ${e.blockedURI}`,
      ),
    ),
  );
  return seen;
}

const SLOW = { timeout: 15_000 };

test("a store that asks no consent: its tags load after paint and get each event once, the quick shopper's add included", async ({
  page,
}) => {
  await withStorePixels('demo', { ...TAGS, askConsent: false }, async () => {
    const violations = await cspViolations(page);
    const asked = await stubTagHosts(page);
    const response = await page.goto(LISTING, { waitUntil: 'commit' });
    // The page's policy names the tag hosts.
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src [^;]*https:\/\/\*\.googletagmanager\.com/);
    expect(policy).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);

    // A quick shopper: picks and adds as soon as the listing is on screen.
    await pickOnListing(page);
    await addConfirmed(page);

    await expect.poll(() => eventsTold(page, 'google', 'add_to_cart'), SLOW).toBe(1);
    await expect.poll(() => eventsTold(page, 'meta', 'AddToCart'), SLOW).toBe(1);
    expect(await eventsTold(page, 'google', 'page_view')).toBe(1);
    expect(await eventsTold(page, 'google', 'view_item')).toBe(1);
    expect(await eventsTold(page, 'meta', 'PageView')).toBe(1);
    expect(await eventsTold(page, 'meta', 'ViewContent')).toBe(1);
    expect(await dataLayerCount(page, 'add_to_cart')).toBe(1);
    // Each tag's script once, with the store's ids; the Google tag sends no page view of its own.
    expect(asked.map((r) => r.url())).toEqual(
      expect.arrayContaining([
        `https://www.googletagmanager.com/gtag/js?id=${GOOGLE_ID}&l=storeGtagLayer`,
        'https://connect.facebook.net/en_US/fbevents.js',
      ]),
    );
    const hits = await tagHits(page);
    expect(hits.find((h) => h.command === 'config')).toMatchObject({
      name: GOOGLE_ID,
      params: { send_page_view: false },
    });
    expect(hits.find((h) => h.command === 'init')).toMatchObject({ tag: 'meta', name: META_ID });
    // Nothing asked about consent: the store does not.
    expect(hits.filter((h) => h.command === 'consent')).toEqual([]);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    expect(violations).toEqual([]);
  });
});

test('the tag hosts are allowed for the store that has tags, never for another on the same server', async ({
  page,
}) => {
  await withStorePixels('demo', TAGS, async () => {
    const policyOf = async (host?: string) =>
      (
        await page.request.get('/', {
          headers: { accept: 'text/html', ...(host ? { 'x-forwarded-host': host } : {}) },
        })
      ).headers()['content-security-policy'] ?? '';
    expect(await policyOf()).toContain('https://*.googletagmanager.com');
    const other = await policyOf(`afterdark.localhost:${STORE_PORT}`);
    expect(other).not.toMatch(/googletagmanager|facebook/);
    expect(other).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
  });
});

for (const width of [1280, 390]) {
  test(`consent asked (${width} px): a banner in the page's words, nothing loads before Accept, Decline is kept, Accept sends Google's consent signals`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await withStorePixels('demo', TAGS, async () => {
      const asked = await stubTagHosts(page);
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(
        'We use cookies and similar tags for analytics and advertising. They load only if you accept.',
      );
      await expect(banner.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
        'href',
        '/privacy-policy',
      );
      // The store stays usable and accessible while it waits; no tag has loaded.
      await page.waitForLoadState('networkidle');
      expect(asked).toHaveLength(0);
      const axe = await new AxeBuilder({ page }).include('[data-store-consent]').analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);

      await banner.getByRole('button', { name: 'Decline' }).click();
      await expect(banner).toHaveCount(0);
      // Kept: the next page does not ask, and loads nothing.
      await page.goto('/search');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(banner).toHaveCount(0);
      expect(asked).toHaveLength(0);

      // Asked again (the answer cleared), this time they agree: both tags load at once.
      await page.context().clearCookies({ name: 'tag_consent_demo' });
      await page.goto('/');
      await banner.getByRole('button', { name: 'Accept' }).click();
      await expect(banner).toHaveCount(0);
      await expect.poll(() => asked.length, SLOW).toBe(2);
      await expect.poll(() => eventsTold(page, 'google', 'page_view'), SLOW).toBe(1);
      await expect.poll(() => eventsTold(page, 'meta', 'PageView'), SLOW).toBe(1);
      const google = (await tagHits(page)).filter((h) => h.tag === 'google');
      // Consent mode v2: denied by default, then granted, before the tag's first command.
      expect(google.slice(0, 3).map((h) => [h.command, h.name])).toEqual([
        ['consent', 'default'],
        ['consent', 'update'],
        ['js', expect.anything()],
      ]);
      expect(google[0]?.params).toMatchObject({
        ad_storage: 'denied',
        analytics_storage: 'denied',
      });
      expect(google[1]?.params).toMatchObject({
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      });
      expect((await tagHits(page)).filter((h) => h.tag === 'meta')[0]).toMatchObject({
        command: 'consent',
        name: 'grant',
      });

      // The next page: no banner, the tags load by themselves.
      const before = asked.length;
      await page.goto(LISTING);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner).toHaveCount(0);
      await expect.poll(() => asked.length, SLOW).toBe(before + 2);
      await expect.poll(() => eventsTold(page, 'google', 'view_item'), SLOW).toBe(1);
    });
  });
}

test('Cookie settings in the footer (390 px): the shopper who agreed withdraws on the page; the tags are told, get nothing more, and the next page loads none', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await withStorePixels('demo', TAGS, async () => {
    const asked = await stubTagHosts(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => eventsTold(page, 'google', 'page_view'), SLOW).toBe(1);

    // The footer's link opens the same banner, its first answer focused; the page stays put.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
    await expect(banner.getByRole('button', { name: 'Decline' })).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    const hits = await tagHits(page);
    expect(hits.filter((h) => h.tag === 'google').at(-1)).toMatchObject({
      command: 'consent',
      name: 'update',
      params: { ad_storage: 'denied', analytics_storage: 'denied' },
    });
    expect(hits.filter((h) => h.tag === 'meta').at(-1)).toMatchObject({
      command: 'consent',
      name: 'revoke',
    });

    // The store's own events go on in its dataLayer (the live app's next page); the tags hear none.
    await untilLive(page);
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => dataLayerCount(page, 'page_view')).toBe(2);
    expect(await eventsTold(page, 'google', 'page_view')).toBe(1);
    expect(await eventsTold(page, 'meta', 'PageView')).toBe(1);

    // Kept: the next page loads no tag and does not ask.
    const before = asked.length;
    await page.goto(LISTING);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(banner).toHaveCount(0);
    expect(asked).toHaveLength(before);
  });
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });
  test("the banner speaks the page's language", async ({ page }) => {
    await withStorePixels('demo', TAGS, async () => {
      await stubTagHosts(page);
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Einwilligung zu Cookies' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Akzeptieren' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Ablehnen' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-Einstellungen' }),
      ).toBeVisible();
    });
  });
});

test('tag hosts that do not answer cost the shopper nothing: the store works and its own events are pushed', async ({
  page,
}) => {
  await withStorePixels('demo', { ...TAGS, askConsent: false }, async () => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (r) =>
      r.abort('connectionrefused'),
    );
    await page.goto(LISTING, { waitUntil: 'commit' });
    await pickOnListing(page);
    await addConfirmed(page);
    await expect.poll(() => dataLayerCount(page, 'add_to_cart'), SLOW).toBe(1);
    expect(await dataLayerCount(page, 'page_view')).toBe(1);
    expect(errors).toEqual([]);
  });
});
