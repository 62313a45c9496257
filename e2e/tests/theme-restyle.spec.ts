import { expect, test, type Page } from '../support/test';
import { servePlainPages } from '../support/plainPage';
import { checkoutReadyToPay } from '../support/shopper';

// A store that changes every colour of its theme: every screen follows (issue "One house": theme
// tokens instead of literals). No element may keep a colour of the default palette or one of the
// greys components used to hard-code.
const RESTYLED = {
  primary: '#0b3d2e',
  secondary: '#5c3d99',
  background: '#fdf6e3',
  text: '#2b1d0e',
  accent: '#c2410c',
  headerBackground: '#233142',
  headerText: '#f6f1e9',
  footerBackground: '#3b2f2f',
  footerText: '#f3e9dc',
};

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
const FORBIDDEN = [
  // The default theme's palette.
  '#1f2937',
  '#4b5563',
  '#ffffff',
  '#111827',
  '#b91c1c',
  '#f9fafb',
  // Greys and tints components used to write in.
  '#e5e7eb',
  '#f3f4f6',
  '#9ca3af',
  '#6b7280',
  '#d1d5db',
  '#fef2f2',
  '#f0fdf4',
].map(rgb);

async function restyle(page: Page) {
  // The restyled theme comes from the theme call, so the page is served without the published
  // theme the store server writes into it (as a static host would serve it).
  await servePlainPages(page);
  await page.route('**/api/theme/**', async (route) => {
    const res = await route.fetch();
    const theme = await res.json();
    await route.fulfill({
      response: res,
      json: {
        ...theme,
        styles: {
          ...theme.styles,
          colors: RESTYLED,
          buttons: { radius: '2px', primaryBackground: '#0b3d2e', primaryText: '#fdf6e3' },
        },
      },
    });
  });
}

/** Every painted colour on the page that is one of the forbidden ones, with where it is. */
const leftovers = (page: Page) =>
  page.evaluate((forbidden) => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body, body *'))) {
      if (el.closest('svg, img, picture, iframe')) continue;
      const cs = getComputedStyle(el);
      if (cs.display === 'none' || cs.visibility === 'hidden') continue;
      // A colour swatch paints the product's own colour (inline, from data), not the theme's.
      const ownColour = Boolean((el as HTMLElement).style?.background);
      const props: [string, string][] = [['color', cs.color]];
      if (!ownColour) props.push(['background', cs.backgroundColor]);
      if (parseFloat(cs.borderTopWidth) > 0) props.push(['border', cs.borderTopColor]);
      for (const [prop, value] of props) {
        if (forbidden.includes(value)) {
          const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}`;
          found.push(`${name} ${prop} ${value} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
        }
      }
    }
    return found;
  }, FORBIDDEN);

test('a theme with every colour changed restyles home, listing, cart, checkout and support', async ({
  page,
}) => {
  await restyle(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
  await expect(page.locator('header').first()).toHaveCSS('background-color', rgb('#233142'));
  expect(await leftovers(page), 'home').toEqual([]);

  const checkoutId = await checkoutReadyToPay(page);
  expect(await leftovers(page), 'checkout').toEqual([]);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cart items' })).toBeVisible();
  expect(await leftovers(page), 'cart').toEqual([]);

  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured products' });
  await featured
    .getByRole('link')
    .filter({ has: page.getByRole('img') })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  expect(await leftovers(page), 'listing').toEqual([]);

  await page.goto('/track');
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await page.getByRole('button', { name: /track/i }).first().click();
  expect(await leftovers(page), 'track').toEqual([]);
  expect(checkoutId).toBeTruthy();
});
