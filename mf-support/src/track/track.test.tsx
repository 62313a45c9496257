import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_RUNTIME_CONFIG, normalizeRuntimeConfig, setRuntimeConfig } from '@store/shared';
import { inShopperLocale } from '@store/shared/testing';
import { renderAt } from '../test/renderAt';
import { trackOrderUrl } from './trackUrl';

const CHECKOUT = 'https://checkout.example.com';

beforeEach(() => setRuntimeConfig(normalizeRuntimeConfig({ hosts: { checkout: `${CHECKOUT}/` } })));
afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

describe('trackOrderUrl', () => {
  it('builds {checkout host}/track/order/{number}', () => {
    expect(trackOrderUrl('ABC-123', CHECKOUT)).toBe(`${CHECKOUT}/track/order/ABC-123`);
  });
  it('trims the number, encodes it and tolerates a trailing slash on the host', () => {
    expect(trackOrderUrl(' 12 34/5 ', '/api/checkout/')).toBe(
      '/api/checkout/track/order/12%2034%2F5',
    );
  });
});

describe('/track page', () => {
  it('sends the browser to the checkout host tracking page on submit', async () => {
    const user = userEvent.setup();
    const { redirect, store } = renderAt('/track');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Track your order',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Order number' }), 'TS-1001');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(redirect).toHaveBeenCalledWith(`${CHECKOUT}/track/order/TS-1001`);
    expect(store.getState().track.redirectingTo).toBe(`${CHECKOUT}/track/order/TS-1001`);
    expect(screen.getByRole('link', { name: 'open the tracking page' }).getAttribute('href')).toBe(
      `${CHECKOUT}/track/order/TS-1001`,
    );
  });

  it('asks for an order number instead of redirecting when empty', async () => {
    const user = userEvent.setup();
    const { redirect } = renderAt('/track');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByText('Please enter your order number')).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('submits with the Enter key from the field', async () => {
    const user = userEvent.setup();
    const { redirect } = renderAt('/track');
    await user.type(screen.getByLabelText('Order number'), '77{Enter}');
    expect(redirect).toHaveBeenCalledWith(`${CHECKOUT}/track/order/77`);
  });

  it('links to the track-my-order article and the recover page', () => {
    renderAt('/track');
    expect(
      screen.getByRole('link', { name: 'How do I track my order?' }).getAttribute('href'),
    ).toBe('/support/track-my-order');
    expect(screen.getByRole('link', { name: 'Lost your order number?' }).getAttribute('href')).toBe(
      '/track/recover',
    );
  });
});

describe('/track in German', () => {
  it('speaks German: heading, field, validation message and the redirect status', async () => {
    await inShopperLocale('de', async () => {
      const user = userEvent.setup();
      const { redirect } = renderAt('/track');
      expect(screen.getByRole('heading', { level: 1, name: 'Bestellung verfolgen' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Bestellung verfolgen' }));
      expect(await screen.findByText('Bitte gib deine Bestellnummer ein')).toBeTruthy();
      expect(redirect).not.toHaveBeenCalled();
      await user.type(screen.getByRole('textbox', { name: 'Bestellnummer' }), 'TS-1001');
      await user.click(screen.getByRole('button', { name: 'Bestellung verfolgen' }));
      expect(redirect).toHaveBeenCalledWith(`${CHECKOUT}/track/order/TS-1001`);
      expect(screen.getByRole('status')).toHaveTextContent(
        'Du wirst zur Sendungsverfolgung deiner Bestellung weitergeleitet… Falls nichts passiert, öffne die Sendungsverfolgung.',
      );
      expect(
        screen.getByRole('link', { name: 'öffne die Sendungsverfolgung' }).getAttribute('href'),
      ).toBe(`${CHECKOUT}/track/order/TS-1001`);
      expect(screen.getByRole('link', { name: 'Bestellnummer verloren?' })).toBeTruthy();
    });
  });
});
