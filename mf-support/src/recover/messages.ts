import { britishOf, defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';
import { RECOVER_FALLBACK_ERROR } from './recoverMessages';
import { RECOVER_EMAIL_MESSAGE } from './recoverSchema';

/** The recover-order-number page's words; `en` is the SPEC's text (SPEC §7 Orders). */
const messages = defineMessages({
  title: { id: 'recover.title', defaultMessage: 'Recover your order number' },
  intro: defineMessage<{ days: number }>({
    id: 'recover.intro',
    defaultMessage:
      'Enter the email address you used at checkout. We will email you the orders placed with it during the past {days, plural, one {# day} other {# days}}, with their order numbers.',
  }),
  email: { id: 'recover.email', defaultMessage: 'Email' },
  emailInvalid: { id: 'recover.emailInvalid', defaultMessage: RECOVER_EMAIL_MESSAGE },
  submit: { id: 'recover.submit', defaultMessage: 'Send my orders' },
  sending: { id: 'recover.sending', defaultMessage: 'Sending…' },
  success: defineMessage<{ email: string; days: number }>({
    id: 'recover.success',
    defaultMessage:
      'We have sent an email to {email} detailing your orders during the past {days, plural, one {# day} other {# days}}.',
  }),
  fallbackError: { id: 'recover.fallbackError', defaultMessage: RECOVER_FALLBACK_ERROR },
  trackLink: { id: 'recover.trackLink', defaultMessage: 'Track an order' },
});

export const RECOVER_MESSAGES = messages;

export const recoverCatalog = defineCatalog(messages, {
  de: {
    title: 'Bestellnummer wiederherstellen',
    intro:
      'Gib die E-Mail-Adresse ein, die du beim Bezahlen verwendet hast. Wir schicken dir die damit aufgegebenen Bestellungen {days, plural, one {des letzten Tages} other {der letzten # Tage}} samt Bestellnummern per E-Mail.',
    email: 'E-Mail',
    emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
    submit: 'Meine Bestellungen senden',
    sending: 'Wird gesendet…',
    success:
      'Wir haben eine E-Mail mit deinen Bestellungen {days, plural, one {des letzten Tages} other {der letzten # Tage}} an {email} geschickt.',
    fallbackError: 'Wir konnten deine Bestellungen nicht abrufen. Bitte versuche es noch einmal.',
    trackLink: 'Eine Bestellung verfolgen',
  },
  nl: {
    title: 'Je bestelnummer terugvinden',
    intro:
      'Voer het e-mailadres in dat je bij het afrekenen hebt gebruikt. We mailen je de bestellingen die je daarmee in de afgelopen {days, plural, one {# dag} other {# dagen}} hebt geplaatst, met hun bestelnummers.',
    email: 'E-mail',
    emailInvalid: 'Voer een geldig e-mailadres in',
    submit: 'Stuur mijn bestellingen',
    sending: 'Bezig met verzenden…',
    success:
      'We hebben een e-mail gestuurd naar {email} met je bestellingen van de afgelopen {days, plural, one {# dag} other {# dagen}}.',
    fallbackError: 'We konden je bestellingen niet opzoeken. Probeer het opnieuw.',
    trackLink: 'Een bestelling volgen',
  },
  fr: {
    title: 'Retrouver votre numéro de commande',
    intro:
      'Saisissez l’adresse e-mail utilisée lors du paiement. Nous vous enverrons par e-mail les commandes passées avec cette adresse au cours {days, plural, one {du dernier jour} other {des # derniers jours}}, avec leurs numéros de commande.',
    email: 'E-mail',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    submit: 'Envoyer mes commandes',
    sending: 'Envoi en cours…',
    success:
      'Nous avons envoyé à {email} un e-mail récapitulant vos commandes {days, plural, one {du dernier jour} other {des # derniers jours}}.',
    fallbackError: 'Nous n’avons pas pu retrouver vos commandes. Veuillez réessayer.',
    trackLink: 'Suivre une commande',
  },
  it: {
    title: 'Recupera il tuo numero d’ordine',
    intro:
      'Inserisci l’indirizzo email usato al momento del pagamento. Ti invieremo via email gli ordini effettuati con questo indirizzo {days, plural, one {nell’ultimo giorno} other {negli ultimi # giorni}}, con i relativi numeri d’ordine.',
    email: 'Email',
    emailInvalid: 'Inserisci un indirizzo email valido',
    submit: 'Invia i miei ordini',
    sending: 'Invio in corso…',
    success:
      'Abbiamo inviato un’email a {email} con i dettagli dei tuoi ordini {days, plural, one {dell’ultimo giorno} other {degli ultimi # giorni}}.',
    fallbackError: 'Non siamo riusciti a recuperare i tuoi ordini. Riprova.',
    trackLink: 'Traccia un ordine',
  },
  es: {
    title: 'Recuperar tu número de pedido',
    intro:
      'Introduce la dirección de correo electrónico que usaste al pagar. Te enviaremos por correo los pedidos realizados con ella {days, plural, one {en el último día} other {en los últimos # días}}, con sus números de pedido.',
    email: 'Correo electrónico',
    emailInvalid: 'Introduce un correo electrónico válido',
    submit: 'Enviar mis pedidos',
    sending: 'Enviando…',
    success:
      'Hemos enviado un correo a {email} con el detalle de tus pedidos {days, plural, one {del último día} other {de los últimos # días}}.',
    fallbackError: 'No hemos podido consultar tus pedidos. Inténtalo de nuevo.',
    trackLink: 'Seguir un pedido',
  },
  'pt-BR': {
    title: 'Recuperar o número do pedido',
    intro:
      'Digite o e-mail que você usou na finalização da compra. Enviaremos por e-mail os pedidos feitos com ele {days, plural, one {no último dia} other {nos últimos # dias}}, com os números dos pedidos.',
    email: 'E-mail',
    emailInvalid: 'Digite um e-mail válido',
    submit: 'Enviar meus pedidos',
    sending: 'Enviando…',
    success:
      'Enviamos um e-mail para {email} com os detalhes dos seus pedidos {days, plural, one {do último dia} other {dos últimos # dias}}.',
    fallbackError: 'Não foi possível consultar seus pedidos. Tente novamente.',
    trackLink: 'Rastrear um pedido',
  },
  'en-GB': britishOf(messages),
});
