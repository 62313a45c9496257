import { britishOf, defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** The thank-you page's words; `en` is the SPEC's text. */
const messages = defineMessages({
  title: { id: 'thankyou.title', defaultMessage: 'Thank you for your order!' },
  thanks: defineMessage<{ name: string }>({
    id: 'thankyou.thanks',
    defaultMessage: "Thanks, {name}. We've received your order.",
  }),
  orderNumber: defineMessage<{ orderNumber: string }>({
    id: 'thankyou.orderNumber',
    defaultMessage: 'Order number: {orderNumber}',
  }),
  arrival: defineMessage<{ arrival: string }>({
    id: 'thankyou.arrival',
    defaultMessage: 'Estimated arrival: {arrival}',
  }),
  items: { id: 'thankyou.items', defaultMessage: 'Your items' },
  total: defineMessage<{ total: string }>({
    id: 'thankyou.total',
    defaultMessage: 'Total: {total}',
  }),
  track: { id: 'thankyou.track', defaultMessage: 'Track your order' },
  continueShopping: { id: 'thankyou.continueShopping', defaultMessage: 'Continue shopping' },
});

export const THANK_YOU_MESSAGES = messages;

export const thankYouCatalog = defineCatalog(messages, {
  de: {
    title: 'Vielen Dank für deine Bestellung!',
    thanks: 'Danke, {name}. Wir haben deine Bestellung erhalten.',
    orderNumber: 'Bestellnummer: {orderNumber}',
    arrival: 'Voraussichtliche Lieferung: {arrival}',
    items: 'Deine Artikel',
    total: 'Gesamtsumme: {total}',
    track: 'Bestellung verfolgen',
    continueShopping: 'Weiter einkaufen',
  },
  nl: {
    title: 'Bedankt voor je bestelling!',
    thanks: 'Bedankt, {name}. We hebben je bestelling ontvangen.',
    orderNumber: 'Bestelnummer: {orderNumber}',
    arrival: 'Verwachte levering: {arrival}',
    items: 'Je artikelen',
    total: 'Totaal: {total}',
    track: 'Je bestelling volgen',
    continueShopping: 'Verder winkelen',
  },
  fr: {
    title: 'Merci pour votre commande !',
    thanks: 'Merci, {name}. Nous avons bien reçu votre commande.',
    orderNumber: 'Numéro de commande : {orderNumber}',
    arrival: 'Arrivée estimée : {arrival}',
    items: 'Vos articles',
    total: 'Total : {total}',
    track: 'Suivre votre commande',
    continueShopping: 'Continuer vos achats',
  },
  it: {
    title: 'Grazie per il tuo ordine!',
    thanks: 'Grazie, {name}. Abbiamo ricevuto il tuo ordine.',
    orderNumber: 'Numero d’ordine: {orderNumber}',
    arrival: 'Arrivo previsto: {arrival}',
    items: 'I tuoi articoli',
    total: 'Totale: {total}',
    track: 'Traccia il tuo ordine',
    continueShopping: 'Continua lo shopping',
  },
  es: {
    title: '¡Gracias por tu pedido!',
    thanks: 'Gracias, {name}. Hemos recibido tu pedido.',
    orderNumber: 'Número de pedido: {orderNumber}',
    arrival: 'Llegada estimada: {arrival}',
    items: 'Tus artículos',
    total: 'Total: {total}',
    track: 'Seguir tu pedido',
    continueShopping: 'Seguir comprando',
  },
  'pt-BR': {
    title: 'Obrigado pelo seu pedido!',
    thanks: 'Obrigado, {name}. Recebemos seu pedido.',
    orderNumber: 'Número do pedido: {orderNumber}',
    arrival: 'Previsão de entrega: {arrival}',
    items: 'Seus itens',
    total: 'Total: {total}',
    track: 'Acompanhar seu pedido',
    continueShopping: 'Continuar comprando',
  },
  'en-GB': britishOf(messages),
});
