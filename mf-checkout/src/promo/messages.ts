import { britishOf, defineCatalog } from '@store/shared';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import type { KnownTexts } from '../i18n/knownText';
import {
  PROMO_CANNOT_APPLY,
  PROMO_NEEDS_ADDRESS,
  PROMO_REMOVE_FAILED,
  PROMO_REQUIRED,
  PROMO_UNREACHABLE,
} from './promoMessages';

/** The promo code's words; `en` is the SPEC's text (§8 word for word). */
const messages = defineMessages({
  formLabel: { id: 'promo.formLabel', defaultMessage: 'Apply a promo code' },
  label: { id: 'promo.label', defaultMessage: 'Promo code' },
  apply: { id: 'promo.apply', defaultMessage: 'Apply' },
  applied: defineMessage<{ code: string; b: MessageTag }>({
    id: 'promo.applied',
    defaultMessage: 'Promo code <b>{code}</b> applied',
  }),
  remove: { id: 'promo.remove', defaultMessage: 'Remove' },
  changeCode: { id: 'promo.changeCode', defaultMessage: 'Change code' },
  keep: defineMessage<{ code: string }>({ id: 'promo.keep', defaultMessage: 'Keep {code}' }),
  cannotApply: { id: 'promo.cannotApply', defaultMessage: PROMO_CANNOT_APPLY },
  needsAddress: { id: 'promo.needsAddress', defaultMessage: PROMO_NEEDS_ADDRESS },
  required: { id: 'promo.required', defaultMessage: PROMO_REQUIRED },
  unreachable: { id: 'promo.unreachable', defaultMessage: PROMO_UNREACHABLE },
  removeFailed: { id: 'promo.removeFailed', defaultMessage: PROMO_REMOVE_FAILED },
});

export const PROMO_TEXT = messages;

/** The promo texts of ours the epic keeps in state in English (others are the server's). */
export const PROMO_KNOWN_TEXTS: KnownTexts = {
  exact: [
    [PROMO_CANNOT_APPLY, messages.cannotApply],
    [PROMO_UNREACHABLE, messages.unreachable],
    [PROMO_REMOVE_FAILED, messages.removeFailed],
  ],
};

export const promoCatalog = defineCatalog(messages, {
  de: {
    formLabel: 'Gutscheincode einlösen',
    label: 'Gutscheincode',
    apply: 'Einlösen',
    applied: 'Gutscheincode <b>{code}</b> eingelöst',
    remove: 'Entfernen',
    changeCode: 'Code ändern',
    keep: '{code} behalten',
    cannotApply: 'Dieser Gutscheincode kann leider nicht auf deine Bestellung angewendet werden.',
    needsAddress: 'Bitte gib deine Adresse ein, bevor du einen Gutscheincode eingibst.',
    required: 'Bitte gib einen Gutscheincode ein.',
    unreachable: 'Wir konnten deinen Gutscheincode nicht einlösen. Bitte versuche es erneut.',
    removeFailed: 'Wir konnten deinen Gutscheincode nicht entfernen. Bitte versuche es erneut.',
  },
  nl: {
    formLabel: 'Kortingscode toepassen',
    label: 'Kortingscode',
    apply: 'Toepassen',
    applied: 'Kortingscode <b>{code}</b> toegepast',
    remove: 'Verwijderen',
    changeCode: 'Code wijzigen',
    keep: '{code} behouden',
    cannotApply: 'Sorry, deze kortingscode kan niet op je bestelling worden toegepast.',
    needsAddress: 'Vul je adres in voordat je een kortingscode invoert.',
    required: 'Vul een kortingscode in.',
    unreachable: 'We konden je kortingscode niet toepassen. Probeer het opnieuw.',
    removeFailed: 'We konden je kortingscode niet verwijderen. Probeer het opnieuw.',
  },
  fr: {
    formLabel: 'Appliquer un code promo',
    label: 'Code promo',
    apply: 'Appliquer',
    applied: 'Code promo <b>{code}</b> appliqué',
    remove: 'Supprimer',
    changeCode: 'Modifier le code',
    keep: 'Conserver {code}',
    cannotApply: 'Désolés, ce code promo ne peut pas être appliqué à votre commande.',
    needsAddress: 'Veuillez saisir votre adresse avant d’entrer un code promo.',
    required: 'Veuillez saisir un code promo.',
    unreachable: 'Nous n’avons pas pu appliquer votre code promo. Veuillez réessayer.',
    removeFailed: 'Nous n’avons pas pu supprimer votre code promo. Veuillez réessayer.',
  },
  it: {
    formLabel: 'Applica un codice promozionale',
    label: 'Codice promozionale',
    apply: 'Applica',
    applied: 'Codice promozionale <b>{code}</b> applicato',
    remove: 'Rimuovi',
    changeCode: 'Cambia codice',
    keep: 'Mantieni {code}',
    cannotApply: 'Spiacenti, questo codice promozionale non può essere applicato al tuo ordine.',
    needsAddress: 'Inserisci il tuo indirizzo prima di inserire un codice promozionale.',
    required: 'Inserisci un codice promozionale.',
    unreachable: 'Non siamo riusciti ad applicare il tuo codice promozionale. Riprova.',
    removeFailed: 'Non siamo riusciti a rimuovere il tuo codice promozionale. Riprova.',
  },
  es: {
    formLabel: 'Aplicar un código promocional',
    label: 'Código promocional',
    apply: 'Aplicar',
    applied: 'Código promocional <b>{code}</b> aplicado',
    remove: 'Eliminar',
    changeCode: 'Cambiar código',
    keep: 'Mantener {code}',
    cannotApply: 'Lo sentimos, este código promocional no se puede aplicar a tu pedido.',
    needsAddress: 'Introduce tu dirección antes de introducir un código promocional.',
    required: 'Introduce un código promocional.',
    unreachable: 'No hemos podido aplicar tu código promocional. Inténtalo de nuevo.',
    removeFailed: 'No hemos podido eliminar tu código promocional. Inténtalo de nuevo.',
  },
  'pt-BR': {
    formLabel: 'Aplicar um código promocional',
    label: 'Código promocional',
    apply: 'Aplicar',
    applied: 'Código promocional <b>{code}</b> aplicado',
    remove: 'Remover',
    changeCode: 'Alterar código',
    keep: 'Manter {code}',
    cannotApply: 'Desculpe, este código promocional não pode ser aplicado ao seu pedido.',
    needsAddress: 'Informe seu endereço antes de inserir um código promocional.',
    required: 'Informe um código promocional.',
    unreachable: 'Não conseguimos aplicar seu código promocional. Tente novamente.',
    removeFailed: 'Não conseguimos remover seu código promocional. Tente novamente.',
  },
  'en-GB': britishOf(messages),
});
