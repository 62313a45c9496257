import { createIntl, type MessageFormatElement } from 'react-intl';
import { EMAIL_MESSAGE, shippingName, SUPPORTED_LOCALES } from '@store/shared';
import { argumentsOf, catalogProblems, precompiledProblems, wordsIn } from '@store/shared/testing';
import { ADDRESS_MESSAGES } from './address/addressSchema';
import { CHECKOUT_WORDS } from './checkoutCatalogs';
import { CHECKOUT_MESSAGES } from './checkout/messages';
import { CANNOT_DELIVER_MESSAGE } from './delivery/deliveryOptions';
import { SHIPPING_NAME_MESSAGES } from './delivery/messages';
import { ours, sayWith, theirs, type StateMessage } from './i18n/stateMessage';
import { toCardMessage } from './payment/methods/card/cardMessages';
import { providerMessage } from './payment/methods/shared/providerMessage';
import { CARD_FORM_MESSAGES } from './payment/methods/card/cardSchema';
import {
  AFTERPAY_ERROR,
  CARD_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_NOT_AUTHORIZED,
  PAYPAL_ERROR,
  placeOrderMessage,
} from './payment/messages';
import { placeOrderLabel } from './payment/paymentPlatform';
import { PROMO_TEXT } from './promo/messages';
import { PROMO_CANNOT_APPLY, PROMO_NEEDS_ADDRESS } from './promo/promoMessages';

const intlFor = async (locale: string) =>
  createIntl({ locale, defaultLocale: 'en', messages: await wordsIn(CHECKOUT_WORDS, locale) });

/** The words of a text without arguments as written (a syntax tree: its literals, joined). */
const written = (text: string | MessageFormatElement[] | undefined) =>
  typeof text === 'string' || text === undefined
    ? text
    : text.map((e) => ('value' in e ? e.value : '')).join('');

describe("mf-checkout's message catalogs", () => {
  it('have every id in every locale, with the same placeholders as en, ids unique', async () => {
    expect(await catalogProblems(CHECKOUT_WORDS)).toEqual([]);
  });

  it('render every id in every locale from precompiled trees (the bundles carry no parser)', async () => {
    expect(await precompiledProblems(CHECKOUT_WORDS)).toEqual([]);
  });

  it('give en the SPEC texts', async () => {
    const { formatMessage } = await intlFor('en');
    const en = (id: string) => formatMessage({ id });
    expect(en('address.internationalNote')).toBe(
      "We noticed you're outside of the United States. A few more steps are needed for international delivery. Click the button below.",
    );
    expect(en('address.errorEmail')).toBe(EMAIL_MESSAGE);
    expect(en('address.errorZip')).toBe(ADDRESS_MESSAGES.zip);
    expect(en('address.submit')).toBe('Deliver to this address');
    expect(en('delivery.cannotDeliver')).toBe(CANNOT_DELIVER_MESSAGE);
    expect(en('promo.cannotApply')).toBe(PROMO_CANNOT_APPLY);
    expect(en('promo.needsAddress')).toBe(PROMO_NEEDS_ADDRESS);
    expect(en('payment.notAuthorized')).toBe(PAYMENT_NOT_AUTHORIZED);
    expect(en('payment.paypalError')).toBe(PAYPAL_ERROR);
    expect(en('paymentMethods.errorCvc')).toBe(CARD_FORM_MESSAGES.cvc);
    expect(en('checkout.pendingCost')).toBe('Calculated at next step');
  });

  it('format every text without arguments exactly as written, in every locale', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const intl = await intlFor(locale);
      const table = await wordsIn(CHECKOUT_WORDS, locale);
      for (const { messages } of CHECKOUT_WORDS.catalogs)
        for (const d of Object.values(messages)) {
          if (argumentsOf(d.defaultMessage).length > 0) continue;
          expect([locale, d.id, intl.formatMessage({ id: d.id })]).toEqual([
            locale,
            d.id,
            written(table[d.id]),
          ]);
        }
    }
  });

  it('format the en texts with arguments as the English UI wrote them', async () => {
    const { formatMessage: t } = await intlFor('en');
    expect(t({ id: 'checkout.summaryHeading' }, { count: 3 })).toBe('Order summary (3)');
    expect(t({ id: 'checkout.discountWithCode' }, { code: 'SAVE10' })).toBe('Discount (SAVE10)');
    expect(t({ id: 'thankyou.thanks' }, { name: 'Ada' })).toBe(
      "Thanks, Ada. We've received your order.",
    );
    expect(t({ id: 'delivery.deliveryBetween' }, { early: 'Mar 4', late: 'Mar 9' })).toBe(
      'Delivery between Mar 4 - Mar 9',
    );
    expect(t({ id: 'paymentMethods.sandboxWalletButton' }, { wallet: 'Google Pay' })).toBe(
      'Pay with Google Pay (sandbox)',
    );
    for (const method of ['card', 'afterpay', 'paypal', 'google-pay', 'apple-pay'])
      expect(t(placeOrderMessage(method))).toBe(placeOrderLabel(method));
    for (const name of Object.keys(SHIPPING_NAME_MESSAGES))
      expect(t(SHIPPING_NAME_MESSAGES[name]!)).toBe(shippingName(name));
  });

  it('show the messages state keeps in the shopper language, and anything else as it came', async () => {
    const de = await intlFor('de');
    const said = (m: StateMessage) => sayWith((d, v) => de.formatMessage(d, v), m);
    expect(said(toCardMessage(CARD_MESSAGES[0]))).toBe('Deine Karte wurde abgelehnt.');
    expect(said(ours(PROMO_TEXT.cannotApply))).toBe(
      'Dieser Gutscheincode kann leider nicht auf deine Bestellung angewendet werden.',
    );
    expect(said(ours(PAYMENT_MESSAGES.intentError, { detail: 'Network down' }))).toBe(
      'Fehler beim Abrufen der Zahlungsabsicht: Network down',
    );
    expect(said(ours(CHECKOUT_MESSAGES.errorCheckingOut, { detail: 'Boom' }))).toBe(
      'Fehler beim Bezahlen: Boom',
    );
    expect(said(theirs('The server said no'))).toBe('The server said no');
    expect(said(providerMessage('The server said no'))).toBe('The server said no');
    const en = await intlFor('en');
    for (const text of [...CARD_MESSAGES, PAYPAL_ERROR, AFTERPAY_ERROR])
      expect(sayWith((d, v) => en.formatMessage(d, v), providerMessage(text))).toBe(text);
  });
});
