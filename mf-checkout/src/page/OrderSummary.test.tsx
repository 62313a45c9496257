import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inShopperLocale } from '@store/shared/testing';
import { createAppStore } from '../appStore';
import { customer, makeCheckout, standardOption } from '../test/fixtures';
import { renderWithStore } from '../test/render';
import { CartSummaryToggle, OrderSummary, PENDING_COST_TEXT } from './OrderSummary';

const valueOf = (root: HTMLElement, term: string) =>
  within(root).getByText(term).nextElementSibling?.textContent;

function show(ui: React.ReactElement) {
  renderWithStore(ui, { store: createAppStore(), path: '/checkout/chk_1' });
}

describe('OrderSummary', () => {
  it('reads in German, the server amounts written the German way', async () => {
    await inShopperLocale('de', () => {
      show(<OrderSummary checkout={makeCheckout({ promoCode: 'SAVE10' })} />);
      const summary = screen.getByRole('complementary', { name: 'Bestellübersicht' });
      expect(
        within(summary).getByRole('heading', { name: /^Bestellübersicht \(\d+\)$/ }),
      ).toBeTruthy();
      expect(valueOf(summary, 'Versand')).toBe('Wird im nächsten Schritt berechnet');
      expect(valueOf(summary, 'Steuern')).toBe('Wird im nächsten Schritt berechnet');
      expect(valueOf(summary, 'Bisherige Summe')).toMatch(/^55,48\s\$$/);
      expect(within(summary).getByRole('link', { name: 'Bestellung ändern' })).toBeTruthy();
      expect(within(summary).getAllByText(/^Menge: \d+$/).length).toBeGreaterThan(0);
    });
  });

  it('before an address says shipping and tax are calculated later, never $0.00', () => {
    show(
      <OrderSummary
        checkout={makeCheckout({ costs: { ...makeCheckout().costs, shipping: { value: 0 } } })}
      />,
    );
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(valueOf(summary, 'Shipping')).toBe(PENDING_COST_TEXT);
    expect(valueOf(summary, 'Tax')).toBe(PENDING_COST_TEXT);
    expect(PENDING_COST_TEXT).toBe('Calculated at next step');
    expect(valueOf(summary, 'Total so far')).toBe('$55.48');
    expect(within(summary).getByRole('link', { name: 'Modify order' }).getAttribute('href')).toBe(
      '/cart',
    );
  });

  it("with an address and an option shows the server's shipping, tax, discount and total", () => {
    const checkout = makeCheckout({
      customer,
      deliveryOption: standardOption,
      promoCode: 'FREESHIP',
      costs: {
        total: { value: 53.6, currency: 'USD' },
        lineItems: { value: 49.98 },
        shipping: { value: 5.5 },
        tax: { value: 3.62 },
        discount: { value: 5.5, type: 'free_shipping' },
      },
    });
    show(<OrderSummary checkout={checkout} />);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(valueOf(summary, 'Shipping')).toBe('$5.50');
    expect(valueOf(summary, 'Tax')).toBe('$3.62');
    expect(valueOf(summary, 'Free shipping (FREESHIP)')).toBe('-$5.50');
    // The server's total as given, not one summed here.
    expect(valueOf(summary, 'Total')).toBe('$53.60');
  });
});

describe('CartSummaryToggle', () => {
  it("'Your cart (n)' with the total opens the summary modal, which closes back to the toggle", async () => {
    const user = userEvent.setup();
    show(<CartSummaryToggle checkout={makeCheckout()} />);
    const toggle = screen.getByRole('button', { name: /Your cart \(2\)/ });
    expect(toggle.textContent).toContain('$55.48');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    expect(within(dialog).getByText('Classic Tee')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Modify order' })).toBeTruthy();
    expect(valueOf(dialog, 'Shipping')).toBe(PENDING_COST_TEXT);
    // Focus moves into the dialog and comes back to the toggle when it closes.
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});
