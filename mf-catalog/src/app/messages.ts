import { britishOf, defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** Toasts the catalog emits on the bus (the shell shows them as given); `en` is today's text. */
const messages = defineMessages({
  addFailed: defineMessage<{ title: string }>({
    id: 'cartAdd.failed',
    defaultMessage: "Sorry, we couldn't add {title} to your cart. Please try again.",
  }),
  addFailedUntitled: {
    id: 'cartAdd.failedUntitled',
    defaultMessage: "Sorry, we couldn't add this item to your cart. Please try again.",
  },
});

export const CART_ADD_MESSAGES = messages;

export const cartAddCatalog = defineCatalog(messages, {
  de: {
    addFailed:
      '{title} konnte leider nicht in deinen Warenkorb gelegt werden. Bitte versuche es noch einmal.',
    addFailedUntitled:
      'Dieser Artikel konnte leider nicht in deinen Warenkorb gelegt werden. Bitte versuche es noch einmal.',
  },
  nl: {
    addFailed: 'Sorry, we konden {title} niet aan je winkelwagen toevoegen. Probeer het opnieuw.',
    addFailedUntitled:
      'Sorry, we konden dit artikel niet aan je winkelwagen toevoegen. Probeer het opnieuw.',
  },
  fr: {
    addFailed: 'Désolé, nous n’avons pas pu ajouter {title} à votre panier. Veuillez réessayer.',
    addFailedUntitled:
      'Désolé, nous n’avons pas pu ajouter cet article à votre panier. Veuillez réessayer.',
  },
  it: {
    addFailed: 'Spiacenti, non è stato possibile aggiungere {title} al carrello. Riprova.',
    addFailedUntitled:
      'Spiacenti, non è stato possibile aggiungere questo articolo al carrello. Riprova.',
  },
  es: {
    addFailed: 'Lo sentimos, no hemos podido añadir {title} a tu carrito. Inténtalo de nuevo.',
    addFailedUntitled:
      'Lo sentimos, no hemos podido añadir este artículo a tu carrito. Inténtalo de nuevo.',
  },
  'pt-BR': {
    addFailed: 'Desculpe, não foi possível adicionar {title} ao seu carrinho. Tente novamente.',
    addFailedUntitled:
      'Desculpe, não foi possível adicionar este item ao seu carrinho. Tente novamente.',
  },
  'en-GB': britishOf(messages),
});
