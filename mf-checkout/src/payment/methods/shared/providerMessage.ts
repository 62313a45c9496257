import { enText } from '@store/shared';
import { ours, theirs, type StateMessage } from '../../../i18n/stateMessage';
import { CARD_MESSAGES, CARD_MESSAGE_TEXTS, PAYMENT_MESSAGES } from '../../messages';

/** Which SPEC §8 card message the provider's text is, if it is one. */
export function cardMessageOf(text: string | null | undefined): StateMessage | null {
  const i = (CARD_MESSAGES as readonly string[]).indexOf((text ?? '').trim());
  const d = CARD_MESSAGE_TEXTS[i];
  return d ? ours(d) : null;
}

/**
 * A provider's or the server's message. The SPEC §8 texts they send (a card message, PayPal's or
 * Afterpay's refusal) are ours to say in the shopper's language; any other is shown as it came.
 */
export function providerMessage(text: string): StateMessage {
  const said = [PAYMENT_MESSAGES.paypalError, PAYMENT_MESSAGES.afterpayError].find(
    (d) => enText(d) === text.trim(),
  );
  return said ? ours(said) : (cardMessageOf(text) ?? theirs(text));
}
