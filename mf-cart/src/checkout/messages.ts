import { britishOf, defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';
import { CHECKOUT_EMPTY_ERROR, UNAVAILABLE_NOTICE } from './startCheckout';

/** Starting a checkout from the cart: its notice and error toasts; `en` is the SPEC's text. */
const messages = defineMessages({
  unavailableNotice: { id: 'cartCheckout.unavailableNotice', defaultMessage: UNAVAILABLE_NOTICE },
  failed: { id: 'cartCheckout.failed', defaultMessage: CHECKOUT_EMPTY_ERROR },
  error: defineMessage<{ message: string }>({
    id: 'cartCheckout.error',
    defaultMessage: 'Error checking out: {message}',
  }),
});

export const CART_CHECKOUT_MESSAGES = messages;

export const cartCheckoutCatalog = defineCatalog(messages, {
  de: {
    unavailableNotice:
      'Einige Artikel wurden aus deinem Warenkorb entfernt, da sie derzeit nicht verfügbar sind.',
    failed: 'Fehler beim Bezahlvorgang! Bitte versuche es noch einmal.',
    error: 'Fehler beim Bezahlvorgang: {message}',
  },
  nl: {
    unavailableNotice:
      'Sommige artikelen zijn uit je winkelwagen verwijderd omdat ze momenteel niet beschikbaar zijn.',
    failed: 'Fout bij het afrekenen! Probeer het opnieuw.',
    error: 'Fout bij het afrekenen: {message}',
  },
  fr: {
    unavailableNotice:
      'Certains articles ont été retirés de votre panier car ils ne sont pas disponibles pour le moment.',
    failed: 'Erreur lors du paiement ! Veuillez réessayer.',
    error: 'Erreur lors du paiement : {message}',
  },
  it: {
    unavailableNotice:
      'Alcuni articoli sono stati rimossi dal tuo carrello perché al momento non sono disponibili.',
    failed: 'Errore durante il pagamento! Riprova.',
    error: 'Errore durante il pagamento: {message}',
  },
  es: {
    unavailableNotice:
      'Se han eliminado algunos artículos de tu carrito porque no están disponibles en este momento.',
    failed: '¡Error al finalizar la compra! Inténtalo de nuevo.',
    error: 'Error al finalizar la compra: {message}',
  },
  'pt-BR': {
    unavailableNotice:
      'Alguns itens foram removidos do seu carrinho porque não estão disponíveis no momento.',
    failed: 'Erro ao finalizar a compra! Tente novamente.',
    error: 'Erro ao finalizar a compra: {message}',
  },
  'en-GB': britishOf(messages),
});
