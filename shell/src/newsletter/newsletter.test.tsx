import { loadRemote } from '@module-federation/enhanced/runtime';
import { EMAIL_MESSAGE } from '@store/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../test/renderShell';
import { NEWSLETTER_TEXT } from './newsletterMessages';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(JSON.stringify(body)),
  }) as Response;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  (loadRemote as jest.Mock).mockRejectedValue(new Error('no remotes in this test'));
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.restoreAllMocks());

const footerForm = () => within(screen.getByRole('region', { name: NEWSLETTER_TEXT.title }));
/** The footer's form kit, once it has taken the plain form's place (its chunk loaded). */
async function liveFooterForm() {
  const region = await screen.findByRole('region', { name: NEWSLETTER_TEXT.title });
  await waitFor(() => expect(region.querySelector('form[action="/newsletter"]')).toBeNull());
  return within(region);
}
const signupCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/v1/newsletter/'));

describe('newsletter', () => {
  it('the header bell opens the "Get notified" modal; a signup posts the trimmed email once', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(201, { subscribed: true, alreadySubscribed: false }));
    renderShell();
    await user.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Get notified' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Get notified' });
    expect(dialog.getAttribute('data-modal')).toBe('getnotified-modal');

    await user.type(
      await within(dialog).findByLabelText('Email for updates'),
      '  fan@example.com ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(NEWSLETTER_TEXT.subscribed);
    expect(signupCalls()).toHaveLength(1);
    const [url, init] = signupCalls()[0] as [string, RequestInit];
    expect(url).toMatch(/\/v1\/newsletter\/demo$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'fan@example.com', source: 'header' });
    // The box is emptied for the next person; the footer form did not change.
    expect((within(dialog).getByLabelText('Email for updates') as HTMLInputElement).value).toBe('');
    expect(footerForm().queryByRole('status')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a bad email with the SPEC message and sends nothing', async () => {
    const user = userEvent.setup();
    renderShell();
    const form = await liveFooterForm();
    await user.type(form.getByLabelText('Email for updates'), 'fan@localhost');
    await user.click(form.getByRole('button', { name: 'Sign up' }));
    expect(await form.findByText(EMAIL_MESSAGE)).toBeTruthy();
    expect(form.getByLabelText('Email for updates').getAttribute('aria-invalid')).toBe('true');
    expect(signupCalls()).toHaveLength(0);
  });

  it('says so when the email is already on the list', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(200, { subscribed: true, alreadySubscribed: true }));
    renderShell();
    const form = await liveFooterForm();
    await user.type(form.getByLabelText('Email for updates'), 'fan@example.com');
    await user.click(form.getByRole('button', { name: 'Sign up' }));
    expect(await form.findByRole('status')).toHaveTextContent(NEWSLETTER_TEXT.alreadySubscribed);
    expect(JSON.parse(String((signupCalls()[0] as [string, RequestInit])[1].body)).source).toBe(
      'footer',
    );
  });

  it('an unavailable service shows an honest error and keeps the email to try again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(answer(503, { errors: [{ code: 'down' }] }));
    renderShell();
    const form = await liveFooterForm();
    await user.type(form.getByLabelText('Email for updates'), 'fan@example.com');
    await user.click(form.getByRole('button', { name: 'Sign up' }));
    expect(await form.findByRole('alert')).toHaveTextContent(NEWSLETTER_TEXT.failed);
    expect(form.queryByRole('status')).toBeNull();
    expect((form.getByLabelText('Email for updates') as HTMLInputElement).value).toBe(
      'fan@example.com',
    );

    fetchMock.mockResolvedValueOnce(answer(201, { subscribed: true, alreadySubscribed: false }));
    await user.click(form.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(form.queryByRole('alert')).toBeNull());
    expect(form.getByRole('status')).toHaveTextContent(NEWSLETTER_TEXT.subscribed);
  });
});

describe('the footer form arrives when the footer nears the screen', () => {
  let seen: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
  beforeEach(() => {
    seen = null;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
        seen = cb;
      }
      observe() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  /** The store server's form the footer holds until the form kit's arrives (PlainNewsletterForm). */
  const plainForm = (region: HTMLElement) => region.querySelector('form[action="/newsletter"]');

  it('holds its space with a plain form until then, so the form kit is not on the first load', async () => {
    renderShell();
    const region = await screen.findByRole('region', { name: NEWSLETTER_TEXT.title });
    expect(plainForm(region)).not.toBeNull();
    await waitFor(() => expect(seen).not.toBeNull());
    act(() => seen?.([{ isIntersecting: true }]));
    await waitFor(() => expect(plainForm(region)).toBeNull());
    expect(within(region).getByLabelText('Email for updates')).toBeTruthy();
  });

  it('a press under way when the form kit arrives keeps the plain form until its release', async () => {
    renderShell();
    const region = await screen.findByRole('region', { name: NEWSLETTER_TEXT.title });
    const button = within(region).getByRole('button', { name: 'Sign up' });
    await waitFor(() => expect(seen).not.toBeNull());
    // Pressed, and the footer comes into view meanwhile: the chunk loads, the swap waits.
    fireEvent.pointerDown(button);
    act(() => seen?.([{ isIntersecting: true }]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(plainForm(region)).not.toBeNull();
    expect(button.isConnected).toBe(true);
    // Released (its click is the plain form's): the form kit takes its place after it.
    fireEvent.pointerUp(button);
    await waitFor(() => expect(plainForm(region)).toBeNull());
  });

  it('what the shopper was typing into the plain form carries over, focus and all', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(201, { subscribed: true, alreadySubscribed: false }));
    renderShell();
    const region = await screen.findByRole('region', { name: NEWSLETTER_TEXT.title });
    await user.type(within(region).getByLabelText('Email for updates'), 'fan@example.com');
    await waitFor(() => expect(seen).not.toBeNull());
    act(() => seen?.([{ isIntersecting: true }]));
    await waitFor(() => expect(plainForm(region)).toBeNull());

    const live = within(region).getByLabelText('Email for updates') as HTMLInputElement;
    expect(live.value).toBe('fan@example.com');
    expect(live).toHaveFocus();
    await user.click(within(region).getByRole('button', { name: 'Sign up' }));
    expect(await within(region).findByRole('status')).toHaveTextContent(NEWSLETTER_TEXT.subscribed);
    // Signed up: the box is emptied, not refilled with what was carried over.
    expect(live.value).toBe('');
    expect(JSON.parse(String((signupCalls()[0] as [string, RequestInit])[1].body))).toEqual({
      email: 'fan@example.com',
      source: 'footer',
    });
  });
});
