import { britishOf, defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';

/** The express checkout entry's words; `en` is today's text. */
const messages = defineMessages({
  title: { id: 'express.title', defaultMessage: 'Express checkout' },
  starting: { id: 'express.starting', defaultMessage: 'Starting express checkout' },
  empty: { id: 'express.empty', defaultMessage: 'Your cart is empty.' },
  hidden: {
    id: 'express.hidden',
    defaultMessage: 'This payment method is not available for express checkout in this store.',
  },
  backToCart: { id: 'express.backToCart', defaultMessage: 'Back to cart' },
});

export const EXPRESS_MESSAGES = messages;

export const expressCatalog = defineCatalog(messages, {
  de: {
    title: 'Express-Kasse',
    starting: 'Express-Kasse wird gestartet',
    empty: 'Dein Warenkorb ist leer.',
    hidden: 'Diese Zahlungsart ist in diesem Shop nicht für die Express-Kasse verfügbar.',
    backToCart: 'Zurück zum Warenkorb',
  },
  nl: {
    title: 'Snel afrekenen',
    starting: 'Snel afrekenen starten',
    empty: 'Je winkelwagen is leeg.',
    hidden: 'Deze betaalmethode is in deze winkel niet beschikbaar voor snel afrekenen.',
    backToCart: 'Terug naar winkelwagen',
  },
  fr: {
    title: 'Paiement express',
    starting: 'Lancement du paiement express',
    empty: 'Votre panier est vide.',
    hidden:
      'Ce moyen de paiement n’est pas disponible pour le paiement express dans cette boutique.',
    backToCart: 'Retour au panier',
  },
  it: {
    title: 'Checkout express',
    starting: 'Avvio del checkout express',
    empty: 'Il tuo carrello è vuoto.',
    hidden:
      'Questo metodo di pagamento non è disponibile per il checkout express in questo negozio.',
    backToCart: 'Torna al carrello',
  },
  es: {
    title: 'Pago exprés',
    starting: 'Iniciando el pago exprés',
    empty: 'Tu carrito está vacío.',
    hidden: 'Este método de pago no está disponible para el pago exprés en esta tienda.',
    backToCart: 'Volver al carrito',
  },
  'pt-BR': {
    title: 'Checkout expresso',
    starting: 'Iniciando o checkout expresso',
    empty: 'Seu carrinho está vazio.',
    hidden: 'Esta forma de pagamento não está disponível para o checkout expresso nesta loja.',
    backToCart: 'Voltar ao carrinho',
  },
  'en-GB': britishOf(messages),
});
