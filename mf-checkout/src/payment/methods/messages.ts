import { britishOf, defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';
import { CARD_FORM_MESSAGES } from './card/cardSchema';

export const PAYPAL_LOAD_ERROR =
  'PayPal could not be loaded. Please try again or choose another payment method.';

/** The payment method views' words (card form, wallets, approval, PayPal); `en` is today's text. */
const messages = defineMessages({
  cardFormLabel: { id: 'paymentMethods.cardFormLabel', defaultMessage: 'Card payment' },
  nameOnCard: { id: 'paymentMethods.nameOnCard', defaultMessage: 'Name on card' },
  cardNumber: { id: 'paymentMethods.cardNumber', defaultMessage: 'Card number' },
  expiryMmYy: { id: 'paymentMethods.expiryMmYy', defaultMessage: 'Expiry (MM/YY)' },
  cvc: { id: 'paymentMethods.cvc', defaultMessage: 'CVC' },
  card: { id: 'paymentMethods.card', defaultMessage: 'Card' },
  expiry: { id: 'paymentMethods.expiry', defaultMessage: 'Expiry' },
  errorName: { id: 'paymentMethods.errorName', defaultMessage: CARD_FORM_MESSAGES.name },
  errorNumber: { id: 'paymentMethods.errorNumber', defaultMessage: CARD_FORM_MESSAGES.number },
  errorNumberIncomplete: {
    id: 'paymentMethods.errorNumberIncomplete',
    defaultMessage: CARD_FORM_MESSAGES.numberIncomplete,
  },
  errorExpiry: { id: 'paymentMethods.errorExpiry', defaultMessage: CARD_FORM_MESSAGES.expiry },
  errorCvc: { id: 'paymentMethods.errorCvc', defaultMessage: CARD_FORM_MESSAGES.cvc },
  errorCvcIncomplete: {
    id: 'paymentMethods.errorCvcIncomplete',
    defaultMessage: CARD_FORM_MESSAGES.cvcIncomplete,
  },
  approvalIntro: defineMessage<{ provider: string }>({
    id: 'paymentMethods.approvalIntro',
    defaultMessage:
      'You will approve the payment with {provider} and come back here to finish your order.',
  }),
  sandboxWalletButton: defineMessage<{ wallet: string }>({
    id: 'paymentMethods.sandboxWalletButton',
    defaultMessage: 'Pay with {wallet} (sandbox)',
  }),
  sandboxWalletNote: defineMessage<{ wallet: string }>({
    id: 'paymentMethods.sandboxWalletNote',
    defaultMessage: 'Sandbox wallet: approves at once, no real {wallet} sheet.',
  }),
  walletUnavailable: defineMessage<{ wallet: string }>({
    id: 'paymentMethods.walletUnavailable',
    defaultMessage: '{wallet} is not available in this browser.',
  }),
  payWith: defineMessage<{ wallet: string }>({
    id: 'paymentMethods.payWith',
    defaultMessage: 'Pay with {wallet}',
  }),
  paypalIntro: {
    id: 'paymentMethods.paypalIntro',
    defaultMessage: "You will approve the payment in PayPal's window, then we place your order.",
  },
  paypalLoading: { id: 'paymentMethods.paypalLoading', defaultMessage: 'Loading PayPal…' },
  paypalConfirming: {
    id: 'paymentMethods.paypalConfirming',
    defaultMessage: 'Confirming your PayPal payment…',
  },
  paypalLoadError: { id: 'paymentMethods.paypalLoadError', defaultMessage: PAYPAL_LOAD_ERROR },
});

export const METHOD_MESSAGES = messages;

/** Each validation message of the card schema, by its CARD_FORM_MESSAGES key. */
export const CARD_ERROR_MESSAGES = {
  name: messages.errorName,
  number: messages.errorNumber,
  numberIncomplete: messages.errorNumberIncomplete,
  expiry: messages.errorExpiry,
  cvc: messages.errorCvc,
  cvcIncomplete: messages.errorCvcIncomplete,
} as const satisfies Record<keyof typeof CARD_FORM_MESSAGES, unknown>;

export const paymentMethodsCatalog = defineCatalog(messages, {
  de: {
    cardFormLabel: 'Kartenzahlung',
    nameOnCard: 'Name auf der Karte',
    cardNumber: 'Kartennummer',
    expiryMmYy: 'Ablaufdatum (MM/JJ)',
    cvc: 'Prüfnummer (CVC)',
    card: 'Karte',
    expiry: 'Ablaufdatum',
    errorName: 'Bitte gib den Namen auf deiner Karte ein',
    errorNumber: 'Bitte gib deine Kartennummer ein',
    errorNumberIncomplete: 'Deine Kartennummer ist unvollständig.',
    errorExpiry: 'Bitte gib das Ablaufdatum im Format MM/JJ ein',
    errorCvc: 'Bitte gib die Prüfnummer deiner Karte ein',
    errorCvcIncomplete: 'Die Prüfnummer deiner Karte ist unvollständig.',
    approvalIntro:
      'Du bestätigst die Zahlung bei {provider} und kehrst dann hierher zurück, um deine Bestellung abzuschließen.',
    sandboxWalletButton: 'Mit {wallet} bezahlen (Sandbox)',
    sandboxWalletNote: 'Sandbox-Wallet: wird sofort bestätigt, ohne echtes {wallet}-Fenster.',
    walletUnavailable: '{wallet} ist in diesem Browser nicht verfügbar.',
    payWith: 'Mit {wallet} bezahlen',
    paypalIntro:
      'Du bestätigst die Zahlung im PayPal-Fenster, danach geben wir deine Bestellung auf.',
    paypalLoading: 'PayPal wird geladen …',
    paypalConfirming: 'Deine PayPal-Zahlung wird bestätigt …',
    paypalLoadError:
      'PayPal konnte nicht geladen werden. Bitte versuche es erneut oder wähle eine andere Zahlungsart.',
  },
  nl: {
    cardFormLabel: 'Kaartbetaling',
    nameOnCard: 'Naam op de kaart',
    cardNumber: 'Kaartnummer',
    expiryMmYy: 'Vervaldatum (MM/JJ)',
    cvc: 'CVC',
    card: 'Kaart',
    expiry: 'Vervaldatum',
    errorName: 'Vul de naam op je kaart in',
    errorNumber: 'Vul je kaartnummer in',
    errorNumberIncomplete: 'Je kaartnummer is onvolledig.',
    errorExpiry: 'Vul de vervaldatum in als MM/JJ',
    errorCvc: 'Vul de beveiligingscode van je kaart in',
    errorCvcIncomplete: 'De beveiligingscode van je kaart is onvolledig.',
    approvalIntro:
      'Je keurt de betaling goed bij {provider} en komt daarna hier terug om je bestelling af te ronden.',
    sandboxWalletButton: 'Betalen met {wallet} (sandbox)',
    sandboxWalletNote: 'Sandbox-wallet: keurt direct goed, zonder echt {wallet}-venster.',
    walletUnavailable: '{wallet} is niet beschikbaar in deze browser.',
    payWith: 'Betalen met {wallet}',
    paypalIntro:
      'Je keurt de betaling goed in het PayPal-venster, daarna plaatsen wij je bestelling.',
    paypalLoading: 'PayPal laden…',
    paypalConfirming: 'Je PayPal-betaling wordt bevestigd…',
    paypalLoadError:
      'PayPal kon niet worden geladen. Probeer het opnieuw of kies een andere betaalmethode.',
  },
  fr: {
    cardFormLabel: 'Paiement par carte',
    nameOnCard: 'Nom sur la carte',
    cardNumber: 'Numéro de carte',
    expiryMmYy: 'Date d’expiration (MM/AA)',
    cvc: 'CVC',
    card: 'Carte',
    expiry: 'Date d’expiration',
    errorName: 'Veuillez saisir le nom figurant sur votre carte',
    errorNumber: 'Veuillez saisir votre numéro de carte',
    errorNumberIncomplete: 'Le numéro de votre carte est incomplet.',
    errorExpiry: 'Veuillez saisir la date d’expiration au format MM/AA',
    errorCvc: 'Veuillez saisir le code de sécurité de votre carte',
    errorCvcIncomplete: 'Le code de sécurité de votre carte est incomplet.',
    approvalIntro:
      'Vous approuverez le paiement avec {provider}, puis reviendrez ici pour finaliser votre commande.',
    sandboxWalletButton: 'Payer avec {wallet} (sandbox)',
    sandboxWalletNote:
      'Portefeuille sandbox : approuvé immédiatement, sans véritable fenêtre {wallet}.',
    walletUnavailable: '{wallet} n’est pas disponible dans ce navigateur.',
    payWith: 'Payer avec {wallet}',
    paypalIntro:
      'Vous approuverez le paiement dans la fenêtre PayPal, puis nous passerons votre commande.',
    paypalLoading: 'Chargement de PayPal…',
    paypalConfirming: 'Confirmation de votre paiement PayPal…',
    paypalLoadError:
      'PayPal n’a pas pu être chargé. Veuillez réessayer ou choisir un autre moyen de paiement.',
  },
  it: {
    cardFormLabel: 'Pagamento con carta',
    nameOnCard: 'Nome sulla carta',
    cardNumber: 'Numero della carta',
    expiryMmYy: 'Scadenza (MM/AA)',
    cvc: 'CVC',
    card: 'Carta',
    expiry: 'Scadenza',
    errorName: 'Inserisci il nome riportato sulla carta',
    errorNumber: 'Inserisci il numero della carta',
    errorNumberIncomplete: 'Il numero della carta è incompleto.',
    errorExpiry: 'Inserisci la data di scadenza nel formato MM/AA',
    errorCvc: 'Inserisci il codice di sicurezza della carta',
    errorCvcIncomplete: 'Il codice di sicurezza della carta è incompleto.',
    approvalIntro: 'Approverai il pagamento con {provider} e tornerai qui per completare l’ordine.',
    sandboxWalletButton: 'Paga con {wallet} (sandbox)',
    sandboxWalletNote: 'Wallet sandbox: approva subito, senza una vera finestra di {wallet}.',
    walletUnavailable: '{wallet} non è disponibile in questo browser.',
    payWith: 'Paga con {wallet}',
    paypalIntro:
      'Approverai il pagamento nella finestra di PayPal, poi effettueremo il tuo ordine.',
    paypalLoading: 'Caricamento di PayPal…',
    paypalConfirming: 'Conferma del pagamento PayPal in corso…',
    paypalLoadError: 'Impossibile caricare PayPal. Riprova o scegli un altro metodo di pagamento.',
  },
  es: {
    cardFormLabel: 'Pago con tarjeta',
    nameOnCard: 'Nombre en la tarjeta',
    cardNumber: 'Número de tarjeta',
    expiryMmYy: 'Caducidad (MM/AA)',
    cvc: 'CVC',
    card: 'Tarjeta',
    expiry: 'Caducidad',
    errorName: 'Introduce el nombre que aparece en tu tarjeta',
    errorNumber: 'Introduce el número de tu tarjeta',
    errorNumberIncomplete: 'El número de tu tarjeta está incompleto.',
    errorExpiry: 'Introduce la fecha de caducidad con el formato MM/AA',
    errorCvc: 'Introduce el código de seguridad de tu tarjeta',
    errorCvcIncomplete: 'El código de seguridad de tu tarjeta está incompleto.',
    approvalIntro: 'Aprobarás el pago con {provider} y volverás aquí para completar tu pedido.',
    sandboxWalletButton: 'Pagar con {wallet} (sandbox)',
    sandboxWalletNote:
      'Monedero sandbox: se aprueba al instante, sin una ventana real de {wallet}.',
    walletUnavailable: '{wallet} no está disponible en este navegador.',
    payWith: 'Pagar con {wallet}',
    paypalIntro: 'Aprobarás el pago en la ventana de PayPal y después realizaremos tu pedido.',
    paypalLoading: 'Cargando PayPal…',
    paypalConfirming: 'Confirmando tu pago con PayPal…',
    paypalLoadError:
      'No se ha podido cargar PayPal. Inténtalo de nuevo o elige otro método de pago.',
  },
  'pt-BR': {
    cardFormLabel: 'Pagamento com cartão',
    nameOnCard: 'Nome no cartão',
    cardNumber: 'Número do cartão',
    expiryMmYy: 'Validade (MM/AA)',
    cvc: 'CVC',
    card: 'Cartão',
    expiry: 'Validade',
    errorName: 'Informe o nome impresso no cartão',
    errorNumber: 'Informe o número do cartão',
    errorNumberIncomplete: 'O número do seu cartão está incompleto.',
    errorExpiry: 'Informe a validade no formato MM/AA',
    errorCvc: 'Informe o código de segurança do cartão',
    errorCvcIncomplete: 'O código de segurança do seu cartão está incompleto.',
    approvalIntro:
      'Você vai aprovar o pagamento com {provider} e voltar aqui para concluir seu pedido.',
    sandboxWalletButton: 'Pagar com {wallet} (sandbox)',
    sandboxWalletNote: 'Carteira sandbox: aprova na hora, sem uma janela real do {wallet}.',
    walletUnavailable: '{wallet} não está disponível neste navegador.',
    payWith: 'Pagar com {wallet}',
    paypalIntro: 'Você vai aprovar o pagamento na janela do PayPal e depois faremos seu pedido.',
    paypalLoading: 'Carregando o PayPal…',
    paypalConfirming: 'Confirmando seu pagamento com PayPal…',
    paypalLoadError:
      'Não foi possível carregar o PayPal. Tente novamente ou escolha outra forma de pagamento.',
  },
  'en-GB': britishOf(messages),
});
