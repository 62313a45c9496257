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
});

export const LOGIN_MESSAGES = messages;

export const loginCatalog = defineCatalog(messages, {
  de: {
    title: 'Anmelden',
    intro: 'Dieser Shop ist passwortgeschützt. Gib das Passwort ein, um fortzufahren.',
    password: 'Passwort',
    submit: 'Anmelden',
    social: '{storeName} in den sozialen Medien',
  },
  nl: {
    title: 'Inloggen',
    intro: 'Deze winkel is beveiligd met een wachtwoord. Voer het wachtwoord in om verder te gaan.',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    social: '{storeName} op sociale media',
  },
  fr: {
    title: 'Connexion',
    intro:
      'Cette boutique est protégée par un mot de passe. Saisissez le mot de passe pour continuer.',
    password: 'Mot de passe',
    submit: 'Se connecter',
    social: '{storeName} sur les réseaux sociaux',
  },
  it: {
    title: 'Accedi',
    intro: 'Questo negozio è protetto da password. Inserisci la password per continuare.',
    password: 'Password',
    submit: 'Accedi',
    social: '{storeName} sui social media',
  },
  es: {
    title: 'Iniciar sesión',
    intro: 'Esta tienda está protegida con contraseña. Introduce la contraseña para continuar.',
    password: 'Contraseña',
    submit: 'Entrar',
    social: '{storeName} en redes sociales',
  },
  'pt-BR': {
    title: 'Entrar',
    intro: 'Esta loja é protegida por senha. Digite a senha para continuar.',
    password: 'Senha',
    submit: 'Entrar',
    social: '{storeName} nas redes sociais',
  },
  'en-GB': britishOf(messages),
});
