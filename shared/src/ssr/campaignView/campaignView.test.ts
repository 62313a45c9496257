/** @jest-environment jsdom */
import { sendCampaignView, takeSentCampaignView } from './campaignView';

// A server-rendered listing tells the tracking service it was viewed from the HTML alone
// (store-page-view.js), once; the app, when it goes live, takes that instead of telling again.

function serve(body: string, boot: unknown = { config: { hosts: { tracking: '/tr' } } }) {
  document.head.innerHTML = `<script id="store-boot" type="application/json">${JSON.stringify(boot)}</script>`;
  document.body.innerHTML = body;
  document.documentElement.removeAttribute('data-campaign-sent');
}

const sent = () => {
  const send = jest.fn((..._args: Parameters<typeof fetch>) =>
    Promise.resolve({ ok: true } as Response),
  );
  return send;
};

beforeEach(() => window.history.replaceState(null, '', '/listing/tee?utm_source=nl&size=m'));

it('posts viewed_campaign for the listing in the HTML, with the query minus the choice', () => {
  serve('<div data-campaign-id="lst-1"><h1>Tee</h1></div>');
  const send = sent();
  sendCampaignView(document, send);
  expect(send).toHaveBeenCalledTimes(1);
  const [url, init] = send.mock.calls[0] ?? [];
  expect(url).toBe('/tr/tracking/viewed_campaign');
  expect(init).toMatchObject({ method: 'POST', keepalive: true });
  expect(JSON.parse(String(init?.body))).toEqual({
    campaign_id: 'lst-1',
    referrer: '',
    get_vars: { utm_source: 'nl' },
  });
  expect(document.documentElement.getAttribute('data-campaign-sent')).toBe('lst-1');
});

it('sends nothing, and marks nothing, without a listing id or a tracking host', () => {
  const send = sent();
  serve('<h1>Not found</h1>');
  sendCampaignView(document, send);
  serve('<div data-campaign-id="lst-1"></div>', { config: {} });
  sendCampaignView(document, send);
  document.head.innerHTML = '<script id="store-boot" type="application/json">{not json</script>';
  sendCampaignView(document, send);
  expect(send).not.toHaveBeenCalled();
  expect(document.documentElement.hasAttribute('data-campaign-sent')).toBe(false);
});

it('a failed post costs the page nothing', async () => {
  serve('<div data-campaign-id="lst-1"></div>');
  const send = jest.fn(() => Promise.reject(new TypeError('offline')));
  expect(() => sendCampaignView(document, send)).not.toThrow();
  await Promise.resolve();
});

it('the app takes the sent view once, and only for that listing', () => {
  serve('<div data-campaign-id="lst-1"></div>');
  sendCampaignView(document, sent());
  expect(takeSentCampaignView('lst-2')).toBe(false);
  expect(takeSentCampaignView('lst-1')).toBe(true);
  expect(takeSentCampaignView('lst-1')).toBe(false);
});
