import { inShopperLocale } from '@store/shared/testing';
import { CART_SERVICE_MESSAGES } from './cart/messages';
import { LISTING_GONE_NOTICE } from './cart/cartEpics';
import { translate } from './translate';

describe("the cart service's toasts", () => {
  it('are the SPEC text in en', () => {
    expect(translate(CART_SERVICE_MESSAGES.listingGone)).toBe(LISTING_GONE_NOTICE);
    expect(LISTING_GONE_NOTICE).toBe(
      'Some items were removed from your cart because they are not available at this time.',
    );
  });

  it("follow the shopper's language at the time they are sent", async () => {
    await inShopperLocale('de', () => {
      expect(translate(CART_SERVICE_MESSAGES.listingGone)).toBe(
        'Einige Artikel wurden aus deinem Warenkorb entfernt, da sie derzeit nicht verfügbar sind.',
      );
    });
    await inShopperLocale('fr', () => {
      expect(translate(CART_SERVICE_MESSAGES.listingGone)).toMatch(/^Certains articles/);
    });
  });
});
