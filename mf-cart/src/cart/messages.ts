import { britishOf, defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';

/** The cart service's toasts (it runs from the shell's boot); `en` is the SPEC's text. */
const messages = defineMessages({
  listingGone: {
    id: 'cartService.listingGone',
    defaultMessage:
      'Some items were removed from your cart because they are not available at this time.',
  },
});

export const CART_SERVICE_MESSAGES = messages;

export const cartServiceCatalog = defineCatalog(messages, {
  de: {
    listingGone:
      'Einige Artikel wurden aus deinem Warenkorb entfernt, da sie derzeit nicht verfügbar sind.',
  },
  nl: {
    listingGone:
      'Sommige artikelen zijn uit je winkelwagen verwijderd omdat ze momenteel niet beschikbaar zijn.',
  },
  fr: {
    listingGone:
      'Certains articles ont été retirés de votre panier car ils ne sont pas disponibles pour le moment.',
  },
  it: {
    listingGone:
      'Alcuni articoli sono stati rimossi dal tuo carrello perché al momento non sono disponibili.',
  },
  es: {
    listingGone:
      'Se han eliminado algunos artículos de tu carrito porque no están disponibles en este momento.',
  },
  'pt-BR': {
    listingGone:
      'Alguns itens foram removidos do seu carrinho porque não estão disponíveis no momento.',
  },
  'en-GB': britishOf(messages),
});
