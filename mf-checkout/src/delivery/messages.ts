import { britishOf, defineCatalog } from '@store/shared';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import { CANNOT_DELIVER_MESSAGE } from './deliveryOptions';

/** The delivery step's words; `en` is the SPEC's text (shippingName's and deliveryText's). */
const messages = defineMessages({
  loading: { id: 'delivery.loading', defaultMessage: 'Loading delivery options' },
  legend: { id: 'delivery.legend', defaultMessage: 'Delivery option' },
  shippingStandard: { id: 'delivery.shippingStandard', defaultMessage: 'Standard delivery' },
  shippingRush: { id: 'delivery.shippingRush', defaultMessage: 'Rush delivery' },
  shippingSuperRush: { id: 'delivery.shippingSuperRush', defaultMessage: 'Super rush delivery' },
  deliveryBetween: defineMessage<{ early: string; late: string }>({
    id: 'delivery.deliveryBetween',
    defaultMessage: 'Delivery between {early} - {late}',
  }),
  cannotDeliver: { id: 'delivery.cannotDeliver', defaultMessage: CANNOT_DELIVER_MESSAGE },
  afterpayTitle: { id: 'delivery.afterpayTitle', defaultMessage: 'Afterpay unavailable' },
  afterpaySorry: {
    id: 'delivery.afterpaySorry',
    defaultMessage: "Sorry, we're having difficulty with AfterPay.",
  },
  afterpayNoOptions: {
    id: 'delivery.afterpayNoOptions',
    defaultMessage:
      'We could not get delivery options for this address. Please check it or pay by card.',
  },
  ok: { id: 'delivery.ok', defaultMessage: 'OK' },
});

export const DELIVERY_MESSAGES = messages;

/** The quote names the API sends (api/src/checkout/pricing.ts), by their shipping name. */
export const SHIPPING_NAME_MESSAGES: Readonly<Partial<Record<string, MessageDescriptor>>> = {
  standard: messages.shippingStandard,
  rush: messages.shippingRush,
  super_rush: messages.shippingSuperRush,
};

export const deliveryCatalog = defineCatalog(messages, {
  de: {
    loading: 'Versandoptionen werden geladen',
    legend: 'Versandoption',
    shippingStandard: 'Standardversand',
    shippingRush: 'Schnellversand',
    shippingSuperRush: 'Expressversand',
    deliveryBetween: 'Lieferung zwischen {early} und {late}',
    cannotDeliver:
      'Leider können wir die Artikel nicht an dein Ziel liefern. Bitte ändere dein Lieferziel oder wende dich an den Support, um den Kauf abzuschließen.',
    afterpayTitle: 'Afterpay nicht verfügbar',
    afterpaySorry: 'Leider gibt es gerade Probleme mit AfterPay.',
    afterpayNoOptions:
      'Wir konnten keine Versandoptionen für diese Adresse abrufen. Bitte überprüfe sie oder bezahle mit Karte.',
    ok: 'OK',
  },
  nl: {
    loading: 'Verzendopties laden',
    legend: 'Verzendoptie',
    shippingStandard: 'Standaardbezorging',
    shippingRush: 'Snelle bezorging',
    shippingSuperRush: 'Expresbezorging',
    deliveryBetween: 'Bezorging tussen {early} en {late}',
    cannotDeliver:
      'Sorry, we kunnen de artikelen niet op je bestemming bezorgen. Wijzig je bestemming of neem contact op met de klantenservice om de aankoop af te ronden.',
    afterpayTitle: 'Afterpay niet beschikbaar',
    afterpaySorry: 'Sorry, we hebben problemen met AfterPay.',
    afterpayNoOptions:
      'We konden geen verzendopties voor dit adres ophalen. Controleer het adres of betaal met een kaart.',
    ok: 'OK',
  },
  fr: {
    loading: 'Chargement des options de livraison',
    legend: 'Option de livraison',
    shippingStandard: 'Livraison standard',
    shippingRush: 'Livraison rapide',
    shippingSuperRush: 'Livraison express',
    deliveryBetween: 'Livraison entre le {early} et le {late}',
    cannotDeliver:
      'Désolés, nous ne pouvons pas livrer les articles à votre destination. Veuillez modifier votre destination ou contacter l’assistance pour finaliser l’achat.',
    afterpayTitle: 'Afterpay indisponible',
    afterpaySorry: 'Désolés, nous rencontrons des difficultés avec AfterPay.',
    afterpayNoOptions:
      'Nous n’avons pas pu obtenir d’options de livraison pour cette adresse. Veuillez la vérifier ou payer par carte.',
    ok: 'OK',
  },
  it: {
    loading: 'Caricamento delle opzioni di consegna',
    legend: 'Opzione di consegna',
    shippingStandard: 'Consegna standard',
    shippingRush: 'Consegna rapida',
    shippingSuperRush: 'Consegna express',
    deliveryBetween: 'Consegna tra il {early} e il {late}',
    cannotDeliver:
      'Spiacenti, non possiamo consegnare gli articoli alla tua destinazione. Cambia la destinazione o contatta l’assistenza per completare l’acquisto.',
    afterpayTitle: 'Afterpay non disponibile',
    afterpaySorry: 'Spiacenti, stiamo riscontrando problemi con AfterPay.',
    afterpayNoOptions:
      'Non siamo riusciti a ottenere le opzioni di consegna per questo indirizzo. Controllalo o paga con carta.',
    ok: 'OK',
  },
  es: {
    loading: 'Cargando las opciones de entrega',
    legend: 'Opción de entrega',
    shippingStandard: 'Entrega estándar',
    shippingRush: 'Entrega rápida',
    shippingSuperRush: 'Entrega exprés',
    deliveryBetween: 'Entrega entre el {early} y el {late}',
    cannotDeliver:
      'Lo sentimos, no podemos entregar los artículos en tu destino. Cambia el destino o ponte en contacto con el servicio de atención al cliente para completar la compra.',
    afterpayTitle: 'Afterpay no disponible',
    afterpaySorry: 'Lo sentimos, estamos teniendo problemas con AfterPay.',
    afterpayNoOptions:
      'No hemos podido obtener opciones de entrega para esta dirección. Revísala o paga con tarjeta.',
    ok: 'Aceptar',
  },
  'pt-BR': {
    loading: 'Carregando as opções de entrega',
    legend: 'Opção de entrega',
    shippingStandard: 'Entrega padrão',
    shippingRush: 'Entrega rápida',
    shippingSuperRush: 'Entrega expressa',
    deliveryBetween: 'Entrega entre {early} e {late}',
    cannotDeliver:
      'Desculpe, não conseguimos entregar os itens no seu destino. Altere o destino ou entre em contato com o suporte para concluir a compra.',
    afterpayTitle: 'Afterpay indisponível',
    afterpaySorry: 'Desculpe, estamos com dificuldades com o AfterPay.',
    afterpayNoOptions:
      'Não conseguimos obter opções de entrega para este endereço. Confira o endereço ou pague com cartão.',
    ok: 'OK',
  },
  'en-GB': britishOf(messages),
});
