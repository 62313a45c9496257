import { britishOf, defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** The store password page's words; `en` is the SPEC's text. */
const messages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Login' },
  intro: {
    id: 'login.intro',
    defaultMessage: 'This store is password protected. Enter the password to continue.',
  },
  password: { id: 'login.password', defaultMessage: 'Password' },
  submit: { id: 'login.submit', defaultMessage: 'Login' },
  social: defineMessage<{ storeName: string }>({
    id: 'login.social',
    defaultMessage: '{storeName} on social media',
  }),
  refused: {
    id: 'login.refused',
    defaultMessage: 'That access code is not correct. Please try again.',
  },
  tooManyAttempts: defineMessage<{ when: string }>({
    id: 'login.tooManyAttempts',
    defaultMessage: 'Too many wrong access codes. Please try again {when}.',
  }),
  tryAgainNow: {
    id: 'login.tryAgainNow',
    defaultMessage: 'Too many wrong access codes were entered. You can try again now.',
  },
});

export const LOGIN_MESSAGES = messages;

export const loginCatalog = defineCatalog(messages, {
  de: {
    title: 'Anmelden',
    intro: 'Dieser Shop ist passwortgeschützt. Gib das Passwort ein, um fortzufahren.',
    password: 'Passwort',
    submit: 'Anmelden',
    social: '{storeName} in den sozialen Medien',
    refused: 'Dieser Zugangscode ist nicht korrekt. Bitte versuche es erneut.',
    tooManyAttempts: 'Zu viele falsche Zugangscodes. Bitte versuche es {when} erneut.',
    tryAgainNow:
      'Es wurden zu viele falsche Zugangscodes eingegeben. Du kannst es jetzt erneut versuchen.',
  },
  nl: {
    title: 'Inloggen',
    intro: 'Deze winkel is beveiligd met een wachtwoord. Voer het wachtwoord in om verder te gaan.',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    social: '{storeName} op sociale media',
    refused: 'Die toegangscode is niet juist. Probeer het opnieuw.',
    tooManyAttempts: 'Te veel onjuiste toegangscodes. Probeer het {when} opnieuw.',
    tryAgainNow:
      'Er zijn te veel onjuiste toegangscodes ingevoerd. Je kunt het nu opnieuw proberen.',
  },
  fr: {
    title: 'Connexion',
    intro:
      'Cette boutique est protégée par un mot de passe. Saisissez le mot de passe pour continuer.',
    password: 'Mot de passe',
    submit: 'Se connecter',
    social: '{storeName} sur les réseaux sociaux',
    refused: "Ce code d'accès est incorrect. Veuillez réessayer.",
    tooManyAttempts: "Trop de codes d'accès erronés. Veuillez réessayer {when}.",
    tryAgainNow: "Trop de codes d'accès erronés ont été saisis. Vous pouvez réessayer maintenant.",
  },
  it: {
    title: 'Accedi',
    intro: 'Questo negozio è protetto da password. Inserisci la password per continuare.',
    password: 'Password',
    submit: 'Accedi',
    social: '{storeName} sui social media',
    refused: 'Questo codice di accesso non è corretto. Riprova.',
    tooManyAttempts: 'Troppi codici di accesso errati. Riprova {when}.',
    tryAgainNow: 'Sono stati inseriti troppi codici di accesso errati. Ora puoi riprovare.',
  },
  es: {
    title: 'Iniciar sesión',
    intro: 'Esta tienda está protegida con contraseña. Introduce la contraseña para continuar.',
    password: 'Contraseña',
    submit: 'Entrar',
    social: '{storeName} en redes sociales',
    refused: 'Ese código de acceso no es correcto. Inténtalo de nuevo.',
    tooManyAttempts: 'Demasiados códigos de acceso incorrectos. Vuelve a intentarlo {when}.',
    tryAgainNow:
      'Se han introducido demasiados códigos de acceso incorrectos. Ya puedes volver a intentarlo.',
  },
  'pt-BR': {
    title: 'Entrar',
    intro: 'Esta loja é protegida por senha. Digite a senha para continuar.',
    password: 'Senha',
    submit: 'Entrar',
    social: '{storeName} nas redes sociais',
    refused: 'Esse código de acesso não está correto. Tente novamente.',
    tooManyAttempts: 'Muitos códigos de acesso incorretos. Tente novamente {when}.',
    tryAgainNow:
      'Foram digitados muitos códigos de acesso incorretos. Você já pode tentar novamente.',
  },
  'en-GB': britishOf(messages),
});
