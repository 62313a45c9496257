import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@store/shared';
import { inShopperLocale } from '@store/shared/testing';
import { fakeCall } from '../test/fakeCall';
import { renderAt } from '../test/renderAt';
import { recoverFailed, recoverReducer, recoverSubmitted, recoverSucceeded } from './recoverSlice';

const recoverMock = fakeCall<'recoverOrders'>();
const api = { recoverOrders: recoverMock };

beforeEach(() => recoverMock.mockReset());

describe('recover slice', () => {
  it('goes idle → submitting → success', () => {
    let s = recoverReducer(undefined, { type: 'init' });
    expect(s.status).toBe('idle');
    s = recoverReducer(s, recoverSubmitted({ email: 'a@b.co', storeSlug: 'demo' }));
    expect(s).toEqual({ status: 'submitting', email: 'a@b.co', error: null });
    s = recoverReducer(s, recoverSucceeded({ email: 'a@b.co' }));
    expect(s.status).toBe('success');
  });
  it('keeps the server error text on failure', () => {
    const s = recoverReducer(undefined, recoverFailed({ error: 'No orders found' }));
    expect(s).toMatchObject({ status: 'error', error: 'No orders found' });
    // An error the server did not word is held as no text: the page says ours.
    expect(recoverReducer(undefined, recoverFailed({ error: null }))).toMatchObject({
      status: 'error',
      error: null,
    });
  });
});

describe.each(['/support/track/recover', '/track/recover'])('recover form at %s', (path) => {
  it('shows the validation message for an invalid email and does not call the API', async () => {
    const user = userEvent.setup();
    renderAt(path, { api });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send my orders' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(recoverMock).not.toHaveBeenCalled();
  });

  it('requires the email', async () => {
    const user = userEvent.setup();
    renderAt(path, { api });
    await user.click(screen.getByRole('button', { name: 'Send my orders' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(recoverMock).not.toHaveBeenCalled();
  });

  it('calls recoverOrders with the email and store slug, then shows the success text', async () => {
    let resolve: (v: { success: boolean; error: string | null }) => void = () => undefined;
    recoverMock.mockReturnValue(new Promise((r) => (resolve = r)));
    const user = userEvent.setup();
    renderAt(path, { storeSlug: 'acme', api });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'shopper@example.com');
    await user.click(screen.getByRole('button', { name: 'Send my orders' }));
    expect(recoverMock).toHaveBeenCalledWith('shopper@example.com', 'acme');
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    resolve({ success: true, error: null });
    expect((await screen.findByRole('status')).textContent).toBe(
      'We have sent an email to shopper@example.com detailing your orders during the past 60 days.',
    );
  });

  it("shows the server's error text when success is false", async () => {
    recoverMock.mockResolvedValue({
      success: false,
      error: 'We could not find any orders for that email.',
    });
    const user = userEvent.setup();
    renderAt(path, { api });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send my orders' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not find any orders for that email.',
    );
  });

  it("shows the server's error text from an error response", async () => {
    recoverMock.mockRejectedValue(
      new ApiError('Recover orders', 422, [
        { code: 'email', detail: 'Email is not valid for this store' },
      ]),
    );
    const user = userEvent.setup();
    renderAt(path, { api });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'x@example.com');
    await user.click(screen.getByRole('button', { name: 'Send my orders' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Email is not valid for this store'),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('recover form in German', () => {
  it('asks, validates and confirms in German', async () => {
    recoverMock.mockResolvedValue({ success: true, error: null });
    await inShopperLocale('de', async () => {
      const user = userEvent.setup();
      renderAt('/track/recover', { api });
      expect(
        screen.getByRole('heading', { level: 1, name: 'Bestellnummer wiederherstellen' }),
      ).toBeTruthy();
      expect(screen.getByText(/Bestellungen der letzten 60 Tage/)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Meine Bestellungen senden' }));
      expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeTruthy();
      await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'kundin@example.com');
      await user.click(screen.getByRole('button', { name: 'Meine Bestellungen senden' }));
      expect((await screen.findByRole('status')).textContent).toBe(
        'Wir haben eine E-Mail mit deinen Bestellungen der letzten 60 Tage an kundin@example.com geschickt.',
      );
    });
  });

  it("shows our own fallback error in German, the server's text as written", async () => {
    recoverMock.mockResolvedValue({ success: false, error: null });
    await inShopperLocale('de', async () => {
      const user = userEvent.setup();
      renderAt('/track/recover', { api });
      await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'kundin@example.com');
      await user.click(screen.getByRole('button', { name: 'Meine Bestellungen senden' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Wir konnten deine Bestellungen nicht abrufen. Bitte versuche es noch einmal.',
      );
    });
  });

  it('shows the fallback error in en as before', async () => {
    recoverMock.mockResolvedValue({ success: false, error: null });
    const user = userEvent.setup();
    renderAt('/track/recover', { api });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'x@example.com');
    await user.click(screen.getByRole('button', { name: 'Send my orders' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not look up your orders. Please try again.',
    );
  });
});
