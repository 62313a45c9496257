import { defineMessages } from 'react-intl';
import { britishOf, defineCatalog } from '../i18n/catalog';

/** The shared UI kit's own words (modal, spinner, toast, social links); en the SPEC's. */
export const UI_MESSAGES = defineMessages({
  close: { id: 'ui.close', defaultMessage: 'Close' },
  loading: { id: 'ui.loading', defaultMessage: 'Loading' },
  toastError: { id: 'ui.toastError', defaultMessage: 'Error' },
  toastSuccess: { id: 'ui.toastSuccess', defaultMessage: 'Success' },
  dismiss: { id: 'ui.dismiss', defaultMessage: 'Dismiss notification' },
  socialMedia: { id: 'ui.socialMedia', defaultMessage: 'Social media' },
});

export const uiCatalog = defineCatalog(UI_MESSAGES, {
  de: {
    close: 'Schließen',
    loading: 'Wird geladen',
    toastError: 'Fehler',
    toastSuccess: 'Erledigt',
    dismiss: 'Benachrichtigung schließen',
    socialMedia: 'Soziale Medien',
  },
  nl: {
    close: 'Sluiten',
    loading: 'Laden',
    toastError: 'Fout',
    toastSuccess: 'Gelukt',
    dismiss: 'Melding sluiten',
    socialMedia: 'Sociale media',
  },
  fr: {
    close: 'Fermer',
    loading: 'Chargement',
    toastError: 'Erreur',
    toastSuccess: 'Succès',
    dismiss: 'Fermer la notification',
    socialMedia: 'Réseaux sociaux',
  },
  it: {
    close: 'Chiudi',
    loading: 'Caricamento',
    toastError: 'Errore',
    toastSuccess: 'Fatto',
    dismiss: 'Chiudi la notifica',
    socialMedia: 'Social media',
  },
  es: {
    close: 'Cerrar',
    loading: 'Cargando',
    toastError: 'Error',
    toastSuccess: 'Hecho',
    dismiss: 'Cerrar notificación',
    socialMedia: 'Redes sociales',
  },
  'pt-BR': {
    close: 'Fechar',
    loading: 'Carregando',
    toastError: 'Erro',
    toastSuccess: 'Sucesso',
    dismiss: 'Fechar notificação',
    socialMedia: 'Redes sociais',
  },
  'en-GB': britishOf(UI_MESSAGES),
});
