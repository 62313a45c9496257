import { britishOf, defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/**
 * The shell's page-level words: the age gate (SPEC §4/§5), a store not found (SPEC §2), a remote
 * that cannot load, and the toasts' region. en is the text these screens have always shown.
 */
export const SHELL_MESSAGES = defineMessages({
  ageTitle: { id: 'shell.ageTitle', defaultMessage: 'Age verification' },
  ageIntro: {
    id: 'shell.ageIntro',
    defaultMessage: 'You must confirm the following to enter this store.',
  },
  ageAdult: { id: 'shell.ageAdult', defaultMessage: 'I am 18 years or older' },
  ageNotRestricted: {
    id: 'shell.ageNotRestricted',
    defaultMessage: 'I do not live in Louisiana or Utah',
  },
  ageProceed: { id: 'shell.ageProceed', defaultMessage: 'Proceed' },
  ageExit: { id: 'shell.ageExit', defaultMessage: 'Exit' },
  storeNotFound: { id: 'shell.storeNotFound', defaultMessage: 'Store not found' },
  storeNotFoundText: defineMessage<{ slug: string }>({
    id: 'shell.storeNotFoundText',
    defaultMessage:
      'We couldn\'t find a store called "{slug}". Please check the address and try again.',
  }),
  continue: { id: 'shell.continue', defaultMessage: 'Continue' },
  remoteDown: {
    id: 'shell.remoteDown',
    defaultMessage: 'This part of the store is unavailable right now.',
  },
  remoteDownText: { id: 'shell.remoteDownText', defaultMessage: 'Please try again in a moment.' },
  tryAgain: { id: 'shell.tryAgain', defaultMessage: 'Try again' },
  home: { id: 'shell.home', defaultMessage: 'Go to homepage' },
  notifications: { id: 'shell.notifications', defaultMessage: 'Notifications' },
});

export const shellPagesCatalog = defineCatalog(SHELL_MESSAGES, {
  de: {
    ageTitle: 'Altersüberprüfung',
    ageIntro: 'Bitte bestätige Folgendes, um diesen Shop zu betreten.',
    ageAdult: 'Ich bin 18 Jahre oder älter',
    ageNotRestricted: 'Ich wohne nicht in Louisiana oder Utah',
    ageProceed: 'Weiter',
    ageExit: 'Verlassen',
    storeNotFound: 'Shop nicht gefunden',
    storeNotFoundText:
      'Wir konnten keinen Shop namens „{slug}“ finden. Bitte prüfe die Adresse und versuche es erneut.',
    continue: 'Weiter',
    remoteDown: 'Dieser Teil des Shops ist gerade nicht verfügbar.',
    remoteDownText: 'Bitte versuche es gleich noch einmal.',
    tryAgain: 'Erneut versuchen',
    home: 'Zur Startseite',
    notifications: 'Benachrichtigungen',
  },
  nl: {
    ageTitle: 'Leeftijdscontrole',
    ageIntro: 'Bevestig het volgende om deze winkel te openen.',
    ageAdult: 'Ik ben 18 jaar of ouder',
    ageNotRestricted: 'Ik woon niet in Louisiana of Utah',
    ageProceed: 'Doorgaan',
    ageExit: 'Verlaten',
    storeNotFound: 'Winkel niet gevonden',
    storeNotFoundText:
      'We konden geen winkel met de naam "{slug}" vinden. Controleer het adres en probeer het opnieuw.',
    continue: 'Doorgaan',
    remoteDown: 'Dit deel van de winkel is nu niet beschikbaar.',
    remoteDownText: 'Probeer het zo meteen opnieuw.',
    tryAgain: 'Opnieuw proberen',
    home: 'Naar de startpagina',
    notifications: 'Meldingen',
  },
  fr: {
    ageTitle: "Vérification de l'âge",
    ageIntro: 'Vous devez confirmer ce qui suit pour entrer dans cette boutique.',
    ageAdult: "J'ai 18 ans ou plus",
    ageNotRestricted: "Je n'habite pas en Louisiane ni dans l'Utah",
    ageProceed: 'Continuer',
    ageExit: 'Quitter',
    storeNotFound: 'Boutique introuvable',
    storeNotFoundText:
      'Nous n’avons trouvé aucune boutique nommée « {slug} ». Vérifiez l’adresse et réessayez.',
    continue: 'Continuer',
    remoteDown: 'Cette partie de la boutique est indisponible pour le moment.',
    remoteDownText: 'Veuillez réessayer dans un instant.',
    tryAgain: 'Réessayer',
    home: "Aller à l'accueil",
    notifications: 'Notifications',
  },
  it: {
    ageTitle: "Verifica dell'età",
    ageIntro: 'Per entrare in questo negozio devi confermare quanto segue.',
    ageAdult: 'Ho almeno 18 anni',
    ageNotRestricted: 'Non vivo in Louisiana o nello Utah',
    ageProceed: 'Procedi',
    ageExit: 'Esci',
    storeNotFound: 'Negozio non trovato',
    storeNotFoundText:
      'Non abbiamo trovato nessun negozio chiamato "{slug}". Controlla l’indirizzo e riprova.',
    continue: 'Continua',
    remoteDown: 'Questa parte del negozio non è disponibile al momento.',
    remoteDownText: 'Riprova tra un momento.',
    tryAgain: 'Riprova',
    home: 'Vai alla home page',
    notifications: 'Notifiche',
  },
  es: {
    ageTitle: 'Verificación de edad',
    ageIntro: 'Debes confirmar lo siguiente para entrar en esta tienda.',
    ageAdult: 'Tengo 18 años o más',
    ageNotRestricted: 'No vivo en Luisiana ni en Utah',
    ageProceed: 'Continuar',
    ageExit: 'Salir',
    storeNotFound: 'Tienda no encontrada',
    storeNotFoundText:
      'No encontramos ninguna tienda llamada «{slug}». Comprueba la dirección y vuelve a intentarlo.',
    continue: 'Continuar',
    remoteDown: 'Esta parte de la tienda no está disponible en este momento.',
    remoteDownText: 'Vuelve a intentarlo en un momento.',
    tryAgain: 'Reintentar',
    home: 'Ir a la página de inicio',
    notifications: 'Notificaciones',
  },
  'pt-BR': {
    ageTitle: 'Verificação de idade',
    ageIntro: 'Você precisa confirmar o seguinte para entrar nesta loja.',
    ageAdult: 'Tenho 18 anos ou mais',
    ageNotRestricted: 'Não moro na Louisiana nem em Utah',
    ageProceed: 'Continuar',
    ageExit: 'Sair',
    storeNotFound: 'Loja não encontrada',
    storeNotFoundText:
      'Não encontramos nenhuma loja chamada "{slug}". Verifique o endereço e tente novamente.',
    continue: 'Continuar',
    remoteDown: 'Esta parte da loja está indisponível no momento.',
    remoteDownText: 'Tente novamente em instantes.',
    tryAgain: 'Tentar novamente',
    home: 'Ir para a página inicial',
    notifications: 'Notificações',
  },
  'en-GB': britishOf(SHELL_MESSAGES),
});
