import { canPlaceOrder, isReadyToPay, type ReadyGate } from '../shared/readyToPay';
import { cardFilled, cardSchema } from './cardSchema';

const ready: ReadyGate = {
  addressEntered: true,
  hasDeliveryOptions: true,
  previewMode: false,
  submitting: false,
  totalZero: false,
  loading: false,
};

describe('buy button enabling rules (SPEC §5 card form, §4/§6 preview)', () => {
  it('enables a filled card without error', () => {
    expect(canPlaceOrder({ cardFilled: true, cardHasError: false })).toBe(true);
  });

  it.each([
    ['the card input is empty', { cardFilled: false, cardHasError: false }],
    ['the card input has an error', { cardFilled: true, cardHasError: true }],
  ])('keeps the card button disabled when %s', (_why, gate) => {
    expect(canPlaceOrder(gate)).toBe(false);
  });

  it('lets every method pay once the address is in and options exist', () => {
    expect(isReadyToPay(ready)).toBe(true);
  });

  it.each<[string, Partial<ReadyGate>]>([
    ['no address has been entered', { addressEntered: false }],
    ['no delivery options exist', { hasDeliveryOptions: false }],
    ['in preview mode', { previewMode: true }],
    ['while a payment is in flight', { submitting: true }],
    ['when the cart total is zero', { totalZero: true }],
    ['while the checkout is loading', { loading: true }],
  ])('is disabled when %s', (_why, over) => {
    expect(isReadyToPay({ ...ready, ...over })).toBe(false);
  });
});

describe('card form schema', () => {
  const card = { name: 'Ada Lovelace', number: '4242 4242 4242 4241', expiry: '12/34', cvc: '123' };

  it('requires the name on card', async () => {
    await expect(cardSchema.validateAt('name', { ...card, name: ' ' })).rejects.toThrow(
      'Please enter the name on your card',
    );
  });

  it('leaves the Luhn check to the provider so it can report "Your card number is invalid."', async () => {
    await expect(cardSchema.isValid(card)).resolves.toBe(true);
  });

  it('rejects a malformed expiry and short numbers', async () => {
    await expect(cardSchema.isValid({ ...card, expiry: '13/34' })).resolves.toBe(false);
    await expect(cardSchema.isValid({ ...card, number: '4242' })).resolves.toBe(false);
  });

  it('counts the card as filled only when every field has a value', () => {
    expect(cardFilled(card)).toBe(true);
    expect(cardFilled({ ...card, cvc: '' })).toBe(false);
  });
});
