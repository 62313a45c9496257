/**
 * Sandbox card rules mirroring the card provider's published test cards. Messages are quoted from
 * SPEC section 8 ("Card errors").
 */
export const CARD_MESSAGES = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  incorrect_cvc: "Your card's security code is incorrect.",
  invalid_number: 'Your card number is invalid.',
} as const;

export type CardOutcome = 'succeeded' | Exclude<keyof typeof CARD_MESSAGES, 'invalid_number'>;

/** Numbers with a fixed outcome at confirmation; any other Luhn-valid number succeeds. */
const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': 'succeeded',
  '5555555555554444': 'succeeded',
  '378282246310005': 'succeeded',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** Two-digit years mean 20xx. Expired when the last day of the expiry month has passed. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const endOfMonth = Date.UTC(year, expMonth, 1); // first instant of the following month
  return endOfMonth <= now.getTime();
}

export const outcomeFor = (digits: string): CardOutcome => TEST_CARDS[digits] ?? 'succeeded';
