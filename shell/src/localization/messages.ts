import { defineMessages } from 'react-intl';
import { britishOf, defineCatalog } from '@store/shared';

/** The Preferences modal (SPEC §4 `localization-modal`) and the footer button that opens it. */
const messages = defineMessages({
  title: { id: 'preferences.title', defaultMessage: 'Preferences' },
  region: { id: 'preferences.region', defaultMessage: 'Shipping region' },
  currency: { id: 'preferences.currency', defaultMessage: 'Currency' },
  language: { id: 'preferences.language', defaultMessage: 'Language' },
  submit: { id: 'preferences.submit', defaultMessage: 'Submit' },
});

export const PREFERENCES_MESSAGES = messages;

export const preferencesCatalog = defineCatalog(messages, {
  de: {
    title: 'Einstellungen',
    region: 'Versandregion',
    currency: 'Währung',
    language: 'Sprache',
    submit: 'Übernehmen',
  },
  nl: {
    title: 'Voorkeuren',
    region: 'Verzendregio',
    currency: 'Valuta',
    language: 'Taal',
    submit: 'Opslaan',
  },
  fr: {
    title: 'Préférences',
    region: 'Région de livraison',
    currency: 'Devise',
    language: 'Langue',
    submit: 'Valider',
  },
  it: {
    title: 'Preferenze',
    region: 'Area di spedizione',
    currency: 'Valuta',
    language: 'Lingua',
    submit: 'Conferma',
  },
  es: {
    title: 'Preferencias',
    region: 'Región de envío',
    currency: 'Moneda',
    language: 'Idioma',
    submit: 'Guardar',
  },
  'pt-BR': {
    title: 'Preferências',
    region: 'Região de envio',
    currency: 'Moeda',
    language: 'Idioma',
    submit: 'Salvar',
  },
  'en-GB': britishOf(messages),
});
