import { interactive } from '../support/plainPage';
import { expect, showIntent, test } from '../support/test';
import { STORE_PORT } from '../support/ports';

test('the store is taken from the host name when its first label names a store', async ({
  page,
}) => {
  await page.goto(`http://locked.localhost:${STORE_PORT}/?accessCode=letmein`);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Backstage Pass Merch' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Backstage Pass Merch/);

  // Any other first label (or plain localhost) serves the default store.
  await page.goto(`http://nosuchstore.localhost:${STORE_PORT}/`);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Tidepool Supply Co.' }),
  ).toBeVisible();
});

test('a locked store sends shoppers to /login until the right access code is given', async ({
  page,
}) => {
  await page.goto(`http://locked.localhost:${STORE_PORT}/`);
  await expect(page).toHaveURL(/\/login$/);
  // The API, not the UI, refuses store data without the code.
  const denied = await page.request.get(`/api/backend/v1/stores?slug=locked`);
  expect(denied.status()).toBe(401);

  await page.getByLabel('Password').fill('not-the-code');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password').fill('letmein');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Backstage Pass Merch' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
});

test('the access code becomes an HttpOnly session: never in the URL, a readable cookie or storage', async ({
  page,
  context,
}) => {
  await page.goto(`http://locked.localhost:${STORE_PORT}/cart?accessCode=letmein`);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Backstage Pass Merch' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await page.evaluate(() => document.cookie)).not.toContain('letmein');
  const session = (await context.cookies()).find((c) => c.name === 'store_access');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(session?.value).not.toContain('letmein');

  // A later visit without the code is still let in by the session.
  await page.goto(`http://locked.localhost:${STORE_PORT}/`);
  await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
});

for (const [label, value] of [
  ['an emoji', '%F0%9F%A6%84'],
  ['a CR/LF value', 'a%0D%0ASet-Cookie:%20x=1'],
]) {
  test(`a link carrying ${label} as access code does not break the store`, async ({ page }) => {
    await page.goto(`/?accessCode=${value}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
    // Nor on the next visits: nothing of it was stored.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured products' })).toBeVisible();
    await expect(page.getByText('Sorry, we could not load the products')).toHaveCount(0);
  });
}

test('start-up registers the host for wallet payments once per browser session', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/v1/payments/verifyDomain')) calls.push(r.postData() ?? '');
  });
  const answered = page.waitForResponse((r) => r.url().endsWith('/v1/payments/verifyDomain'));
  await page.goto('/');
  // Home's scripts (the shell's start-up) come at the shopper's first move.
  await showIntent(page);
  expect((await answered).status()).toBe(200);
  expect(JSON.parse(calls[0] ?? '{}')).toEqual({ domainName: 'localhost' });
  // The page has taken the answer in (the session's record of it), a task after the response:
  // a reload before that was seen to register again under load.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('wallet_domain_verified')))
    .toBe('localhost');
  // A new page load in the same tab is the same session: no second registration.
  await page.reload();
  await interactive(page);
  await page.waitForLoadState('networkidle');
  expect(calls).toHaveLength(1);
});
