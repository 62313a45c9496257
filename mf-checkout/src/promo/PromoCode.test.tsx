import { act, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { ApiError, type Checkout } from '@store/shared';
import { inShopperLocale } from '@store/shared/testing';
import { fakeApi } from '../test/fakeApi';
import { loadedStore } from '../test/loadedStore';
import { customer, makeCheckout, standardOption } from '../test/fixtures';
import { renderWithStore, withStore } from '../test/render';
import { PromoCode } from './PromoCode';
import { PROMO_CANNOT_APPLY, PROMO_NEEDS_ADDRESS, PROMO_REQUIRED } from './promoMessages';

const api = fakeApi();
api.getStore.mockImplementation(() => new Promise(() => undefined));
const updateMock = api.updateCheckout;
const withAddress = makeCheckout({ customer, deliveryOption: standardOption });

function renderPromo(checkout: Checkout = withAddress) {
  const store = loadedStore({ checkout, deps: { api } });
  renderWithStore(<PromoCode />, { store, path: '/' });
  return store;
}

const input = () => screen.getByLabelText('Promo code') as HTMLInputElement;
const apply = () => screen.getByRole('button', { name: 'Apply' });

beforeEach(() => updateMock.mockReset());

describe('PromoCode', () => {
  it('a code typed into the server-rendered form before it hydrated is kept: Apply is live for it', async () => {
    const server = loadedStore({ checkout: withAddress, deps: { api } });
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(withStore(<PromoCode />, { store: server, path: '/' }));
    // The shopper, quicker than the scripts.
    container.querySelector<HTMLInputElement>('input[name="code"]')!.value = 'FREESHIP';
    const store = loadedStore({ checkout: withAddress, deps: { api } });
    await act(async () => {
      renderWithStore(<PromoCode />, { store, path: '/', hydrate: container });
    });
    expect(input().value).toBe('FREESHIP');
    expect(apply().getAttribute('aria-disabled')).toBe('false');
    container.remove();
  });

  it('none: Apply looks disabled while the code is empty, and says a code is required', async () => {
    const user = userEvent.setup();
    renderPromo();
    expect(apply().getAttribute('aria-disabled')).toBe('true');
    await user.click(apply());
    expect(await screen.findByText(PROMO_REQUIRED)).toBeTruthy();
    expect(updateMock).not.toHaveBeenCalled();
    await user.type(input(), '   ');
    expect(apply().getAttribute('aria-disabled')).toBe('true');
  });

  it('entered → applied: shows the code with Remove and Change code', async () => {
    const user = userEvent.setup();
    updateMock.mockResolvedValue({ ...withAddress, promoCode: 'FREESHIP' });
    renderPromo();
    await user.type(input(), 'freeship');
    expect(apply().getAttribute('aria-disabled')).toBe('false');
    await user.click(apply());
    expect(await screen.findByText('FREESHIP')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Promo code FREESHIP applied');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(screen.queryByLabelText('Promo code')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Change code' }));
    expect(input().value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Keep FREESHIP' }));
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('failed: shows the server error and clears the code', async () => {
    const user = userEvent.setup();
    updateMock.mockRejectedValue(
      new ApiError('Update checkout', 422, [
        { code: 'promo_code', detail: PROMO_CANNOT_APPLY, source: { pointer: '/data/promoCode' } },
      ]),
    );
    renderPromo();
    await user.type(input(), 'NOPE');
    await user.click(apply());
    expect((await screen.findByRole('alert')).textContent).toBe(PROMO_CANNOT_APPLY);
    await waitFor(() => expect(input().value).toBe(''));
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(apply().getAttribute('aria-disabled')).toBe('true');
  });

  it('reads in German: the SPEC refusal, then the applied code', async () => {
    await inShopperLocale('de', async () => {
      const user = userEvent.setup();
      updateMock.mockRejectedValueOnce(
        new ApiError('Update checkout', 422, [
          {
            code: 'promo_code',
            detail: PROMO_CANNOT_APPLY,
            source: { pointer: '/data/promoCode' },
          },
        ]),
      );
      updateMock.mockResolvedValueOnce({ ...withAddress, promoCode: 'FREESHIP' });
      renderPromo();
      const code = () => screen.getByLabelText('Gutscheincode') as HTMLInputElement;
      await user.type(code(), 'NOPE');
      await user.click(screen.getByRole('button', { name: 'Einlösen' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Dieser Gutscheincode kann leider nicht auf deine Bestellung angewendet werden.',
      );
      await waitFor(() => expect(code().value).toBe(''));
      await user.type(code(), 'freeship');
      await user.click(screen.getByRole('button', { name: 'Einlösen' }));
      expect(await screen.findByText('FREESHIP')).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Gutscheincode FREESHIP eingelöst');
      expect(screen.getByRole('button', { name: 'Entfernen' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Code ändern' })).toBeTruthy();
    });
  });

  it('before an address: warns, keeps the code and sends nothing', async () => {
    const user = userEvent.setup();
    renderPromo(makeCheckout());
    await user.type(input(), 'FREESHIP');
    await user.click(apply());
    expect((await screen.findByRole('alert')).textContent).toBe(PROMO_NEEDS_ADDRESS);
    expect(input().value).toBe('FREESHIP');
    expect(updateMock).not.toHaveBeenCalled();
  });

  it('Remove sends promoCode null and returns to the empty form', async () => {
    const user = userEvent.setup();
    updateMock.mockResolvedValue(withAddress);
    renderPromo({ ...withAddress, promoCode: 'FREESHIP' });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByLabelText('Promo code')).toBeTruthy();
    expect(updateMock).toHaveBeenCalledWith('chk_1', { storeSlug: 'demo', promoCode: null });
  });
});
