/** The card messages of SPEC §8 that are shown as they come. */
export const CARD_MESSAGES = [
  'Your card was declined.',
  'Your card has insufficient funds.',
  'Your card has expired.',
  'An error occurred while processing your card. Try again in a little bit.',
  "Your card's security code is incorrect.",
  'Your card number is invalid.',
] as const;

export const DEFAULT_CARD_MESSAGE = 'Your card was declined.';
export const PAYMENT_NOT_AUTHORIZED = 'The payment cannot be authorized.';

/** Any message other than the known card messages becomes 'Your card was declined.' */
export function toCardMessage(message: string | null | undefined): string {
  const m = (message ?? '').trim();
  return (CARD_MESSAGES as readonly string[]).includes(m) ? m : DEFAULT_CARD_MESSAGE;
}
