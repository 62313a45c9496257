import { britishOf, defineCatalog } from '@store/shared';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import { ORDER_NUMBER_MESSAGE } from './trackSchema';

/** The track-order page's words; `en` is the SPEC's text. */
const messages = defineMessages({
  title: { id: 'track.title', defaultMessage: 'Track your order' },
  intro: {
    id: 'track.intro',
    defaultMessage:
      'Enter the order number from your order confirmation email to see where your order is.',
  },
  orderNumber: { id: 'track.orderNumber', defaultMessage: 'Order number' },
  orderNumberRequired: { id: 'track.orderNumberRequired', defaultMessage: ORDER_NUMBER_MESSAGE },
  submit: { id: 'track.submit', defaultMessage: 'Track order' },
  redirecting: defineMessage<{ link: MessageTag }>({
    id: 'track.redirecting',
    defaultMessage:
      "Taking you to your order's tracking page… If nothing happens, <link>open the tracking page</link>.",
  }),
  howTo: { id: 'track.howTo', defaultMessage: 'How do I track my order?' },
  lostNumber: { id: 'track.lostNumber', defaultMessage: 'Lost your order number?' },
});

export const TRACK_MESSAGES = messages;

export const trackCatalog = defineCatalog(messages, {
  de: {
    title: 'Bestellung verfolgen',
    intro:
      'Gib die Bestellnummer aus deiner Bestellbestätigung ein, um zu sehen, wo deine Bestellung gerade ist.',
    orderNumber: 'Bestellnummer',
    orderNumberRequired: 'Bitte gib deine Bestellnummer ein',
    submit: 'Bestellung verfolgen',
    redirecting:
      'Du wirst zur Sendungsverfolgung deiner Bestellung weitergeleitet… Falls nichts passiert, <link>öffne die Sendungsverfolgung</link>.',
    howTo: 'Wie verfolge ich meine Bestellung?',
    lostNumber: 'Bestellnummer verloren?',
  },
  nl: {
    title: 'Volg je bestelling',
    intro: 'Voer het bestelnummer uit je orderbevestiging in om te zien waar je bestelling is.',
    orderNumber: 'Bestelnummer',
    orderNumberRequired: 'Voer je bestelnummer in',
    submit: 'Bestelling volgen',
    redirecting:
      'We brengen je naar de trackingpagina van je bestelling… Gebeurt er niets? <link>Open de trackingpagina</link>.',
    howTo: 'Hoe volg ik mijn bestelling?',
    lostNumber: 'Bestelnummer kwijt?',
  },
  fr: {
    title: 'Suivre votre commande',
    intro:
      'Saisissez le numéro de commande figurant dans votre e-mail de confirmation pour savoir où en est votre commande.',
    orderNumber: 'Numéro de commande',
    orderNumberRequired: 'Veuillez saisir votre numéro de commande',
    submit: 'Suivre la commande',
    redirecting:
      'Redirection vers la page de suivi de votre commande… Si rien ne se passe, <link>ouvrez la page de suivi</link>.',
    howTo: 'Comment suivre ma commande ?',
    lostNumber: 'Vous avez perdu votre numéro de commande ?',
  },
  it: {
    title: 'Traccia il tuo ordine',
    intro:
      'Inserisci il numero d’ordine indicato nell’email di conferma per vedere dove si trova il tuo ordine.',
    orderNumber: 'Numero d’ordine',
    orderNumberRequired: 'Inserisci il tuo numero d’ordine',
    submit: 'Traccia ordine',
    redirecting:
      'Ti stiamo portando alla pagina di tracciamento del tuo ordine… Se non succede nulla, <link>apri la pagina di tracciamento</link>.',
    howTo: 'Come posso tracciare il mio ordine?',
    lostNumber: 'Hai perso il numero d’ordine?',
  },
  es: {
    title: 'Seguir tu pedido',
    intro:
      'Introduce el número de pedido del correo de confirmación para ver dónde está tu pedido.',
    orderNumber: 'Número de pedido',
    orderNumberRequired: 'Introduce tu número de pedido',
    submit: 'Seguir pedido',
    redirecting:
      'Te estamos llevando a la página de seguimiento de tu pedido… Si no ocurre nada, <link>abre la página de seguimiento</link>.',
    howTo: '¿Cómo puedo seguir mi pedido?',
    lostNumber: '¿Has perdido tu número de pedido?',
  },
  'pt-BR': {
    title: 'Rastrear seu pedido',
    intro:
      'Digite o número do pedido que está no e-mail de confirmação para ver onde seu pedido está.',
    orderNumber: 'Número do pedido',
    orderNumberRequired: 'Digite o número do seu pedido',
    submit: 'Rastrear pedido',
    redirecting:
      'Levando você à página de rastreamento do seu pedido… Se nada acontecer, <link>abra a página de rastreamento</link>.',
    howTo: 'Como rastreio meu pedido?',
    lostNumber: 'Perdeu o número do pedido?',
  },
  'en-GB': britishOf(messages),
});
