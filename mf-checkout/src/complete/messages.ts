import { britishOf, defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';

/** The checkout-complete page's words (a spinner while the cart is cleared). */
const messages = defineMessages({
  completing: { id: 'complete.completing', defaultMessage: 'Completing your order' },
});

export const COMPLETE_MESSAGES = messages;

export const completeCatalog = defineCatalog(messages, {
  de: { completing: 'Deine Bestellung wird abgeschlossen' },
  nl: { completing: 'Je bestelling wordt afgerond' },
  fr: { completing: 'Finalisation de votre commande' },
  it: { completing: 'Completamento del tuo ordine' },
  es: { completing: 'Completando tu pedido' },
  'pt-BR': { completing: 'Concluindo seu pedido' },
  'en-GB': britishOf(messages),
});
