import { britishOf, defineCatalog } from '@store/shared';
import { defineMessage, defineMessages, type MessageDescriptor, type MessageTag } from 'react-intl';
import { CHECKOUT_MESSAGES } from '../checkout/messages';
import type { KnownTexts } from '../i18n/knownText';
import { CARD_MESSAGES, PAYMENT_NOT_AUTHORIZED } from './methods/card/cardMessages';
import { AFTERPAY_ERROR, PAYPAL_ERROR } from './methods/shared/approvalPay';
import { GENERIC_SUBMIT_ERROR, PAYMENT_INTENT_ERROR } from './methods/shared/paySteps';
import { WALLET_ERROR } from './methods/shared/walletPay';

export const POLL_TIMEOUT_MESSAGE =
  'We could not confirm your order yet. Please check your email before trying again.';
export const PAYMENT_FAILED_TOAST = 'Payment failed, please try again.';
export const PAYMENT_NOT_FOUND =
  'We could not find this payment in this browser. Please choose a payment method again.';

/** The payment step's words and the payment messages of SPEC §8; `en` is the SPEC's text. */
const messages = defineMessages({
  afterpayRedirecting: {
    id: 'payment.afterpayRedirecting',
    defaultMessage: 'Taking you to secure card or PayPal checkout…',
  },
  methodLegend: { id: 'payment.methodLegend', defaultMessage: 'Payment method' },
  methodCard: { id: 'payment.methodCard', defaultMessage: 'Card' },
  notAuthorized: { id: 'payment.notAuthorized', defaultMessage: PAYMENT_NOT_AUTHORIZED },
  terms: defineMessage<{ terms: MessageTag; privacy: MessageTag }>({
    id: 'payment.terms',
    defaultMessage:
      'By placing your order you agree to our <terms>Terms of Use</terms> and acknowledge our <privacy>Privacy Policy</privacy>.',
  }),
  marketingOptIn: {
    id: 'payment.marketingOptIn',
    defaultMessage: 'Email me news and offers from this store. You can unsubscribe at any time.',
  },
  consent: {
    id: 'payment.consent',
    defaultMessage: 'Consent to marketing is not a condition of purchase.',
  },
  loading: { id: 'payment.loading', defaultMessage: 'Loading payment' },
  noMethod: {
    id: 'payment.noMethod',
    defaultMessage: 'No payment method is available for this store.',
  },
  previewDisabled: {
    id: 'payment.previewDisabled',
    defaultMessage: 'Checkout is disabled in preview mode.',
  },
  placeOrderAfterpay: { id: 'payment.placeOrderAfterpay', defaultMessage: 'Pay now with afterpay' },
  placeOrderPaypal: { id: 'payment.placeOrderPaypal', defaultMessage: 'PayPal' },
  placeOrderCard: { id: 'payment.placeOrderCard', defaultMessage: 'Place order' },
  placeOrderOther: { id: 'payment.placeOrderOther', defaultMessage: 'Pay' },
  pollTimeout: { id: 'payment.pollTimeout', defaultMessage: POLL_TIMEOUT_MESSAGE },
  paymentFailedToast: { id: 'payment.paymentFailedToast', defaultMessage: PAYMENT_FAILED_TOAST },
  paymentNotFound: { id: 'payment.paymentNotFound', defaultMessage: PAYMENT_NOT_FOUND },
  genericSubmitError: { id: 'payment.genericSubmitError', defaultMessage: GENERIC_SUBMIT_ERROR },
  intentError: defineMessage<{ detail: string }>({
    id: 'payment.intentError',
    defaultMessage: `${PAYMENT_INTENT_ERROR}{detail}`,
  }),
  cardDeclined: { id: 'payment.cardDeclined', defaultMessage: CARD_MESSAGES[0] },
  cardInsufficientFunds: { id: 'payment.cardInsufficientFunds', defaultMessage: CARD_MESSAGES[1] },
  cardExpired: { id: 'payment.cardExpired', defaultMessage: CARD_MESSAGES[2] },
  cardProcessingError: { id: 'payment.cardProcessingError', defaultMessage: CARD_MESSAGES[3] },
  cardCvcIncorrect: { id: 'payment.cardCvcIncorrect', defaultMessage: CARD_MESSAGES[4] },
  cardNumberInvalid: { id: 'payment.cardNumberInvalid', defaultMessage: CARD_MESSAGES[5] },
  paypalError: { id: 'payment.paypalError', defaultMessage: PAYPAL_ERROR },
  afterpayError: { id: 'payment.afterpayError', defaultMessage: AFTERPAY_ERROR },
  walletError: { id: 'payment.walletError', defaultMessage: WALLET_ERROR },
});

export const PAYMENT_MESSAGES = messages;

/** SPEC §9 buy-button labels by method (placeOrderLabel's English). */
export function placeOrderMessage(method: string): MessageDescriptor {
  switch (method) {
    case 'afterpay':
      return messages.placeOrderAfterpay;
    case 'paypal':
      return messages.placeOrderPaypal;
    case 'card':
      return messages.placeOrderCard;
    default:
      return messages.placeOrderOther;
  }
}

/** The payment texts the epics and pay steps keep in state in English, shown translated. */
export const PAYMENT_KNOWN_TEXTS: KnownTexts = {
  exact: [
    [POLL_TIMEOUT_MESSAGE, messages.pollTimeout],
    [PAYMENT_NOT_FOUND, messages.paymentNotFound],
    [GENERIC_SUBMIT_ERROR, messages.genericSubmitError],
    [CARD_MESSAGES[0], messages.cardDeclined],
    [CARD_MESSAGES[1], messages.cardInsufficientFunds],
    [CARD_MESSAGES[2], messages.cardExpired],
    [CARD_MESSAGES[3], messages.cardProcessingError],
    [CARD_MESSAGES[4], messages.cardCvcIncorrect],
    [CARD_MESSAGES[5], messages.cardNumberInvalid],
    [PAYPAL_ERROR, messages.paypalError],
    [AFTERPAY_ERROR, messages.afterpayError],
    [WALLET_ERROR, messages.walletError],
  ],
  prefixed: [
    [PAYMENT_INTENT_ERROR, messages.intentError],
    ['Error checking out: ', CHECKOUT_MESSAGES.errorCheckingOut],
  ],
};

export const paymentCatalog = defineCatalog(messages, {
  de: {
    afterpayRedirecting: 'Du wirst zur sicheren Zahlung per Karte oder PayPal weitergeleitet …',
    methodLegend: 'Zahlungsart',
    methodCard: 'Karte',
    notAuthorized: 'Die Zahlung kann nicht autorisiert werden.',
    terms:
      'Mit deiner Bestellung stimmst du unseren <terms>Nutzungsbedingungen</terms> zu und bestätigst unsere <privacy>Datenschutzerklärung</privacy>.',
    marketingOptIn:
      'Schick mir Neuigkeiten und Angebote dieses Shops per E-Mail. Du kannst dich jederzeit abmelden.',
    consent: 'Die Einwilligung in Marketing ist keine Voraussetzung für den Kauf.',
    loading: 'Zahlung wird geladen',
    noMethod: 'Für diesen Shop ist keine Zahlungsart verfügbar.',
    previewDisabled: 'Im Vorschaumodus ist die Kasse deaktiviert.',
    placeOrderAfterpay: 'Jetzt mit Afterpay bezahlen',
    placeOrderPaypal: 'PayPal',
    placeOrderCard: 'Zahlungspflichtig bestellen',
    placeOrderOther: 'Bezahlen',
    pollTimeout:
      'Wir konnten deine Bestellung noch nicht bestätigen. Bitte sieh in deinen E-Mails nach, bevor du es erneut versuchst.',
    paymentFailedToast: 'Zahlung fehlgeschlagen, bitte versuche es erneut.',
    paymentNotFound:
      'Wir konnten diese Zahlung in diesem Browser nicht finden. Bitte wähle erneut eine Zahlungsart.',
    genericSubmitError: 'Fehler beim Bezahlen! Bitte versuche es erneut.',
    intentError: 'Fehler beim Abrufen der Zahlungsabsicht: {detail}',
    cardDeclined: 'Deine Karte wurde abgelehnt.',
    cardInsufficientFunds: 'Deine Karte ist nicht ausreichend gedeckt.',
    cardExpired: 'Deine Karte ist abgelaufen.',
    cardProcessingError:
      'Bei der Verarbeitung deiner Karte ist ein Fehler aufgetreten. Versuche es gleich noch einmal.',
    cardCvcIncorrect: 'Der Sicherheitscode deiner Karte ist falsch.',
    cardNumberInvalid: 'Deine Kartennummer ist ungültig.',
    paypalError: 'Bei der Autorisierung mit PayPal ist ein Problem aufgetreten',
    afterpayError: 'Leider gibt es gerade Probleme mit AfterPay.',
    walletError: 'Die Wallet-Zahlung wurde abgebrochen.',
  },
  nl: {
    afterpayRedirecting: 'We sturen je door naar de beveiligde betaling met kaart of PayPal…',
    methodLegend: 'Betaalmethode',
    methodCard: 'Kaart',
    notAuthorized: 'De betaling kan niet worden geautoriseerd.',
    terms:
      'Door je bestelling te plaatsen ga je akkoord met onze <terms>Gebruiksvoorwaarden</terms> en erken je ons <privacy>Privacybeleid</privacy>.',
    marketingOptIn:
      'Stuur me nieuws en aanbiedingen van deze winkel per e-mail. Je kunt je op elk moment afmelden.',
    consent: 'Toestemming voor marketing is geen voorwaarde voor een aankoop.',
    loading: 'Betaling laden',
    noMethod: 'Er is geen betaalmethode beschikbaar voor deze winkel.',
    previewDisabled: 'Afrekenen is uitgeschakeld in de voorbeeldmodus.',
    placeOrderAfterpay: 'Nu betalen met Afterpay',
    placeOrderPaypal: 'PayPal',
    placeOrderCard: 'Bestelling plaatsen',
    placeOrderOther: 'Betalen',
    pollTimeout:
      'We konden je bestelling nog niet bevestigen. Controleer je e-mail voordat je het opnieuw probeert.',
    paymentFailedToast: 'Betaling mislukt, probeer het opnieuw.',
    paymentNotFound:
      'We konden deze betaling niet vinden in deze browser. Kies opnieuw een betaalmethode.',
    genericSubmitError: 'Fout bij het afrekenen! Probeer het opnieuw.',
    intentError: 'Fout bij het ophalen van de betaalintentie: {detail}',
    cardDeclined: 'Je kaart is geweigerd.',
    cardInsufficientFunds: 'Er staat onvoldoende saldo op je kaart.',
    cardExpired: 'Je kaart is verlopen.',
    cardProcessingError:
      'Er is een fout opgetreden bij het verwerken van je kaart. Probeer het zo opnieuw.',
    cardCvcIncorrect: 'De beveiligingscode van je kaart is onjuist.',
    cardNumberInvalid: 'Je kaartnummer is ongeldig.',
    paypalError: 'Er was een probleem bij het autoriseren met PayPal',
    afterpayError: 'Sorry, we hebben problemen met AfterPay.',
    walletError: 'De walletbetaling is geannuleerd.',
  },
  fr: {
    afterpayRedirecting: 'Redirection vers le paiement sécurisé par carte ou PayPal…',
    methodLegend: 'Moyen de paiement',
    methodCard: 'Carte',
    notAuthorized: 'Le paiement ne peut pas être autorisé.',
    terms:
      'En passant votre commande, vous acceptez nos <terms>Conditions d’utilisation</terms> et reconnaissez avoir pris connaissance de notre <privacy>Politique de confidentialité</privacy>.',
    marketingOptIn:
      'Recevoir par e-mail les actualités et offres de cette boutique. Vous pouvez vous désabonner à tout moment.',
    consent: 'Le consentement au marketing n’est pas une condition d’achat.',
    loading: 'Chargement du paiement',
    noMethod: 'Aucun moyen de paiement n’est disponible pour cette boutique.',
    previewDisabled: 'Le paiement est désactivé en mode aperçu.',
    placeOrderAfterpay: 'Payer maintenant avec Afterpay',
    placeOrderPaypal: 'PayPal',
    placeOrderCard: 'Passer la commande',
    placeOrderOther: 'Payer',
    pollTimeout:
      'Nous n’avons pas encore pu confirmer votre commande. Veuillez consulter vos e-mails avant de réessayer.',
    paymentFailedToast: 'Le paiement a échoué, veuillez réessayer.',
    paymentNotFound:
      'Nous n’avons pas trouvé ce paiement dans ce navigateur. Veuillez choisir à nouveau un moyen de paiement.',
    genericSubmitError: 'Erreur lors du paiement ! Veuillez réessayer.',
    intentError: 'Erreur lors de l’obtention de l’intention de paiement : {detail}',
    cardDeclined: 'Votre carte a été refusée.',
    cardInsufficientFunds: 'Votre carte ne dispose pas de fonds suffisants.',
    cardExpired: 'Votre carte a expiré.',
    cardProcessingError:
      'Une erreur s’est produite lors du traitement de votre carte. Réessayez dans quelques instants.',
    cardCvcIncorrect: 'Le code de sécurité de votre carte est incorrect.',
    cardNumberInvalid: 'Le numéro de votre carte n’est pas valide.',
    paypalError: 'Un problème est survenu lors de l’autorisation avec PayPal',
    afterpayError: 'Désolés, nous rencontrons des difficultés avec AfterPay.',
    walletError: 'Le paiement par portefeuille a été annulé.',
  },
  it: {
    afterpayRedirecting: 'Ti stiamo portando al pagamento sicuro con carta o PayPal…',
    methodLegend: 'Metodo di pagamento',
    methodCard: 'Carta',
    notAuthorized: 'Il pagamento non può essere autorizzato.',
    terms:
      'Effettuando l’ordine accetti i nostri <terms>Termini di utilizzo</terms> e prendi atto della nostra <privacy>Informativa sulla privacy</privacy>.',
    marketingOptIn:
      'Inviami via email novità e offerte di questo negozio. Puoi annullare l’iscrizione in qualsiasi momento.',
    consent: 'Il consenso al marketing non è una condizione per l’acquisto.',
    loading: 'Caricamento del pagamento',
    noMethod: 'Nessun metodo di pagamento disponibile per questo negozio.',
    previewDisabled: 'Il pagamento è disattivato in modalità anteprima.',
    placeOrderAfterpay: 'Paga ora con Afterpay',
    placeOrderPaypal: 'PayPal',
    placeOrderCard: 'Effettua l’ordine',
    placeOrderOther: 'Paga',
    pollTimeout:
      'Non siamo ancora riusciti a confermare il tuo ordine. Controlla la tua email prima di riprovare.',
    paymentFailedToast: 'Pagamento non riuscito, riprova.',
    paymentNotFound:
      'Non abbiamo trovato questo pagamento in questo browser. Scegli di nuovo un metodo di pagamento.',
    genericSubmitError: 'Errore durante il pagamento! Riprova.',
    intentError: 'Errore durante il recupero dell’intento di pagamento: {detail}',
    cardDeclined: 'La tua carta è stata rifiutata.',
    cardInsufficientFunds: 'La tua carta non ha fondi sufficienti.',
    cardExpired: 'La tua carta è scaduta.',
    cardProcessingError:
      'Si è verificato un errore durante l’elaborazione della carta. Riprova tra poco.',
    cardCvcIncorrect: 'Il codice di sicurezza della tua carta non è corretto.',
    cardNumberInvalid: 'Il numero della tua carta non è valido.',
    paypalError: 'Si è verificato un problema durante l’autorizzazione con PayPal',
    afterpayError: 'Spiacenti, stiamo riscontrando problemi con AfterPay.',
    walletError: 'Il pagamento con wallet è stato annullato.',
  },
  es: {
    afterpayRedirecting: 'Te estamos llevando al pago seguro con tarjeta o PayPal…',
    methodLegend: 'Método de pago',
    methodCard: 'Tarjeta',
    notAuthorized: 'No se puede autorizar el pago.',
    terms:
      'Al realizar tu pedido, aceptas nuestras <terms>Condiciones de uso</terms> y reconoces nuestra <privacy>Política de privacidad</privacy>.',
    marketingOptIn:
      'Envíame por correo electrónico novedades y ofertas de esta tienda. Puedes darte de baja en cualquier momento.',
    consent:
      'El consentimiento para recibir comunicaciones comerciales no es una condición de compra.',
    loading: 'Cargando el pago',
    noMethod: 'No hay ningún método de pago disponible para esta tienda.',
    previewDisabled: 'El pago está desactivado en el modo de vista previa.',
    placeOrderAfterpay: 'Pagar ahora con Afterpay',
    placeOrderPaypal: 'PayPal',
    placeOrderCard: 'Realizar pedido',
    placeOrderOther: 'Pagar',
    pollTimeout:
      'Todavía no hemos podido confirmar tu pedido. Revisa tu correo electrónico antes de volver a intentarlo.',
    paymentFailedToast: 'El pago ha fallado, inténtalo de nuevo.',
    paymentNotFound:
      'No hemos encontrado este pago en este navegador. Vuelve a elegir un método de pago.',
    genericSubmitError: '¡Error al finalizar la compra! Inténtalo de nuevo.',
    intentError: 'Error al obtener la intención de pago: {detail}',
    cardDeclined: 'Tu tarjeta ha sido rechazada.',
    cardInsufficientFunds: 'Tu tarjeta no tiene fondos suficientes.',
    cardExpired: 'Tu tarjeta ha caducado.',
    cardProcessingError:
      'Se ha producido un error al procesar tu tarjeta. Vuelve a intentarlo en un momento.',
    cardCvcIncorrect: 'El código de seguridad de tu tarjeta es incorrecto.',
    cardNumberInvalid: 'El número de tu tarjeta no es válido.',
    paypalError: 'Hubo un problema al autorizar con PayPal',
    afterpayError: 'Lo sentimos, estamos teniendo problemas con AfterPay.',
    walletError: 'Se ha cancelado el pago con el monedero.',
  },
  'pt-BR': {
    afterpayRedirecting: 'Levando você ao pagamento seguro com cartão ou PayPal…',
    methodLegend: 'Forma de pagamento',
    methodCard: 'Cartão',
    notAuthorized: 'O pagamento não pode ser autorizado.',
    terms:
      'Ao fazer seu pedido, você concorda com nossos <terms>Termos de Uso</terms> e reconhece nossa <privacy>Política de Privacidade</privacy>.',
    marketingOptIn:
      'Quero receber por e-mail novidades e ofertas desta loja. Você pode cancelar a inscrição a qualquer momento.',
    consent: 'O consentimento para marketing não é uma condição para a compra.',
    loading: 'Carregando o pagamento',
    noMethod: 'Nenhuma forma de pagamento está disponível para esta loja.',
    previewDisabled: 'O checkout está desativado no modo de visualização.',
    placeOrderAfterpay: 'Pagar agora com Afterpay',
    placeOrderPaypal: 'PayPal',
    placeOrderCard: 'Fazer pedido',
    placeOrderOther: 'Pagar',
    pollTimeout:
      'Ainda não conseguimos confirmar seu pedido. Verifique seu e-mail antes de tentar novamente.',
    paymentFailedToast: 'O pagamento falhou, tente novamente.',
    paymentNotFound:
      'Não encontramos este pagamento neste navegador. Escolha uma forma de pagamento novamente.',
    genericSubmitError: 'Erro ao finalizar a compra! Tente novamente.',
    intentError: 'Erro ao obter a intenção de pagamento: {detail}',
    cardDeclined: 'Seu cartão foi recusado.',
    cardInsufficientFunds: 'Seu cartão não tem saldo suficiente.',
    cardExpired: 'Seu cartão expirou.',
    cardProcessingError: 'Ocorreu um erro ao processar seu cartão. Tente novamente daqui a pouco.',
    cardCvcIncorrect: 'O código de segurança do seu cartão está incorreto.',
    cardNumberInvalid: 'O número do seu cartão é inválido.',
    paypalError: 'Houve um problema ao autorizar com o PayPal',
    afterpayError: 'Desculpe, estamos com dificuldades com o AfterPay.',
    walletError: 'O pagamento com carteira digital foi cancelado.',
  },
  'en-GB': britishOf(messages, {
    notAuthorized: 'The payment cannot be authorised.',
    paypalError: 'There was an issue authorising with PayPal',
  }),
});
