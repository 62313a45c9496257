import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inShopperLocale } from '@store/shared/testing';
import { makeListing, makeProduct, makeTile, makeVariation, page } from '../test/fixtures';
import { fakeApi, fakeCartService, recordBus, renderCatalog } from '../test/harness';

const listingPath = '/listing/logo-tee?pid=p-tee';

function renderListing(listing = makeListing(), over: Parameters<typeof fakeApi>[0] = {}) {
  return renderCatalog(
    listingPath,
    fakeApi({ getListing: jest.fn().mockResolvedValue(listing), ...over }),
  );
}

const details = {
  description: 'A soft tee.',
  materials: '100% cotton',
  fit: 'Regular',
  comparableBrands: 'Gildan',
  sizeChart: { S: { Width: '18', Length: '28' }, M: { Width: '20.5', Length: '29' } },
  sizeChartUnit: 'inches' as const,
};

describe("listing page in the shopper's language", () => {
  let service: { stop(): void } | null = null;
  beforeEach(() => {
    service = fakeCartService();
  });
  afterEach(() => service?.stop());

  it('speaks German: pickers, Add to cart, tabs and the confirmation', async () => {
    await inShopperLocale('de', async () => {
      const user = userEvent.setup();
      renderListing(makeListing({ products: [makeProduct({ details })] }));
      expect(screen.getByRole('status', { name: 'Produkt wird geladen' })).toBeInTheDocument();
      const colour = await screen.findByRole('radiogroup', { name: 'Farbe' });
      expect(within(colour).getByRole('radio', { name: 'Black' })).toBeChecked();
      expect(screen.getByRole('radiogroup', { name: 'Größe' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Menge' })).toBeInTheDocument();
      expect(screen.getByRole('tablist', { name: 'Produktinformationen' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Produktdetails' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Dieses Produkt melden' })).toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: 'Lieferdetails' }));
      expect(screen.getByRole('tabpanel', { name: 'Lieferdetails' })).toHaveTextContent(
        'Nicht zufrieden? Gib es innerhalb von 30 Tagen kostenlos zurück.',
      );

      await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
      const dialog = await screen.findByRole('dialog', { name: 'Zum Warenkorb hinzugefügt' });
      expect(dialog).toHaveTextContent('Logo Tee wurde deinem Warenkorb hinzugefügt.');
      expect(within(dialog).getByRole('link', { name: 'Warenkorb ansehen' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Weiter einkaufen' })).toBeInTheDocument();
    });
  });

  it('shows the size guide in German, with German decimals', async () => {
    await inShopperLocale('de', async () => {
      const user = userEvent.setup();
      renderListing(makeListing({ products: [makeProduct({ details })] }));
      await user.click(await screen.findByRole('button', { name: 'Größentabelle' }));
      const dialog = screen.getByRole('dialog', { name: 'Größentabelle' });
      await user.click(within(dialog).getByRole('radio', { name: 'Zentimeter' }));
      expect(within(dialog).getByText('Maße von Classic Tee (Zentimeter)')).toBeInTheDocument();
      expect(within(dialog).getByRole('columnheader', { name: 'Größe' })).toBeInTheDocument();
      expect(within(dialog).getByRole('row', { name: /^M / })).toHaveTextContent('M52,173,7');
    });
  });

  it('says Out of stock and shows notices in German', async () => {
    await inShopperLocale('de', async () => {
      renderListing(
        makeListing({
          visibility: 'private',
          orders: 250,
          products: [makeProduct({ variations: [makeVariation({ inventoryCount: 0 })] })],
        }),
        { getInventory: jest.fn().mockResolvedValue({ inventoryCount: 0 }) },
      );
      expect(
        await screen.findByRole('button', { name: 'Ausverkauft' }, { timeout: 3000 }),
      ).toBeDisabled();
      expect(screen.getByRole('note')).toHaveTextContent('Dieses Angebot ist derzeit privat');
      expect(screen.getByText('Fan-Liebling: mehr als 100 Bestellungen')).toBeInTheDocument();
    });
  });

  it('shows the pre-order form and its SPEC messages in German', async () => {
    await inShopperLocale('de', async () => {
      const user = userEvent.setup();
      renderListing(makeListing({ preorder: true }));
      await user.click(await screen.findByRole('button', { name: 'Vorbestellen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Vorbestellen' });
      const name = await within(dialog).findByLabelText('Vollständiger Name');
      await user.type(name, 'A');
      await user.clear(name);
      expect(
        await within(dialog).findByText('Bitte gib deinen vollständigen Namen ein'),
      ).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Postleitzahl'), '123');
      expect(
        await within(dialog).findByText('Bitte gib eine gültige Postleitzahl ein'),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Absenden' })).toBeDisabled();
    });
  });

  it("says 'Colour' in en-GB", async () => {
    await inShopperLocale('en-GB', async () => {
      renderListing();
      expect(await screen.findByRole('radiogroup', { name: 'Colour' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    });
  });
});

describe("quick add in the shopper's language", () => {
  function renderHomeWith(over: Parameters<typeof fakeApi>[0] = {}) {
    return renderCatalog(
      '/',
      fakeApi({
        getStoreProducts: jest
          .fn()
          .mockResolvedValue(
            page([makeTile({ id: 't1', title: 'Logo Tee', slug: 'logo-tee', productId: 'p-tee' })]),
          ),
        ...over,
      }),
    );
  }

  it('speaks German: tile button, options panel and confirmation', async () => {
    const service = fakeCartService();
    await inShopperLocale('de', async () => {
      const user = userEvent.setup();
      renderHomeWith({ getListing: jest.fn().mockResolvedValue(makeListing()) });
      const button = await screen.findByRole('button', { name: 'Logo Tee schnell hinzufügen' });
      expect(button).toHaveTextContent('Schnell hinzufügen');
      await user.click(button);
      const panel = await screen.findByRole('form', { name: 'Optionen für Logo Tee' });
      await user.selectOptions(
        within(panel).getByRole('combobox', { name: 'Farbe für Logo Tee' }),
        'White',
      );
      await user.selectOptions(
        within(panel).getByRole('combobox', { name: 'Größe für Logo Tee' }),
        'L',
      );
      expect(within(panel).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
      await user.click(within(panel).getByRole('button', { name: 'Hinzufügen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Zum Warenkorb hinzugefügt' });
      expect(dialog).toHaveAttribute('data-modal', 'quick-add-confirmation');
      expect(dialog).toHaveTextContent('Logo Tee wurde deinem Warenkorb hinzugefügt.');
    });
    service.stop();
  });

  it('sends the failed-add toast in German', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const service = fakeCartService({ ok: false });
    const toasts = recordBus('toast:show');
    await inShopperLocale('de', async () => {
      const user = userEvent.setup();
      const single = makeListing({
        products: [
          makeProduct({
            variations: [makeVariation({ sizes: [{ id: 'one', label: 'One size', price: 15 }] })],
          }),
        ],
      });
      renderHomeWith({ getListing: jest.fn().mockResolvedValue(single) });
      await user.click(await screen.findByRole('button', { name: 'Logo Tee schnell hinzufügen' }));
      await waitFor(() =>
        expect(toasts.seen).toEqual([
          {
            type: 'danger',
            message:
              'Logo Tee konnte leider nicht in deinen Warenkorb gelegt werden. Bitte versuche es noch einmal.',
          },
        ]),
      );
    });
    toasts.stop();
    service.stop();
    logged.mockRestore();
  });
});
