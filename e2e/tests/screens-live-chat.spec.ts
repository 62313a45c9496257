import { expect, test } from '../support/test';
import { STORE_PORT } from '../support/ports';

// SPEC §9: the support-chat script is loaded on demand, only with the store's livechat switch
// on (demo); off (afterdark, the SPEC default) the page says so and loads nothing.
test('with live chat on, /live-chat loads the chat script on demand and a message gets a reply', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/livechat/')) scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(scripts).toEqual([]);

  await page.goto('/live-chat');
  const chat = page.getByRole('region', { name: 'Chat with support' });
  await expect(chat).toBeVisible();
  expect(scripts).toHaveLength(1);
  await chat.getByRole('textbox', { name: 'Message', exact: true }).fill('Where is my hoodie?');
  await chat.getByRole('button', { name: 'Send' }).click();
  const log = chat.getByRole('list', { name: 'Chat messages' });
  await expect(log.getByText('You: Where is my hoodie?')).toBeVisible();
  await expect(log.getByText(/^Support: Thanks!/)).toBeVisible();
});

test('with live chat off, /live-chat says so and loads no chat script', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/livechat/')) scripts.push(r.url());
  });
  await page.addInitScript(() => window.localStorage.setItem('isVerified', 'true'));
  await page.goto(`http://afterdark.localhost:${STORE_PORT}/live-chat`);
  await expect(page.getByText('Live chat is currently unavailable.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Use the contact form' })).toBeVisible();
  expect(scripts).toEqual([]);
});

test('when the chat script cannot load, the page says so', async ({ page }) => {
  await page.route('**/livechat/widget.js', (route) => route.abort());
  await page.goto('/live-chat');
  await expect(page.getByRole('alert')).toHaveText("Live chat couldn't be loaded right now.");
});
