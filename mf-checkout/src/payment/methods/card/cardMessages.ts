import { ours, type StateMessage } from '../../../i18n/stateMessage';
import { PAYMENT_MESSAGES } from '../../messages';
import { cardMessageOf } from '../shared/providerMessage';

export { CARD_MESSAGES } from '../../messages';

/** Any message other than the known card messages becomes 'Your card was declined.' */
export function toCardMessage(message: string | null | undefined): StateMessage {
  return cardMessageOf(message) ?? ours(PAYMENT_MESSAGES.cardDeclined);
}
