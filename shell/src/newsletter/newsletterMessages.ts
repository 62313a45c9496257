import { britishOf, defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';

/** The SPEC gives the newsletter no texts; these are ours (en), kept in one place. */
export const NEWSLETTER_MESSAGES = defineMessages({
  title: { id: 'newsletter.title', defaultMessage: 'Get notified' },
  intro: {
    id: 'newsletter.intro',
    defaultMessage: 'Be the first to hear about new designs, restocks and promo codes.',
  },
  // Not plain "Email": the footer sits under checkout, contact and recover, whose own Email
  // field must stay the only one by that name.
  emailLabel: { id: 'newsletter.emailLabel', defaultMessage: 'Email for updates' },
  emailInvalid: { id: 'newsletter.emailInvalid', defaultMessage: 'Please enter a valid email' },
  submit: { id: 'newsletter.submit', defaultMessage: 'Sign up' },
  submitting: { id: 'newsletter.submitting', defaultMessage: 'Signing up…' },
  subscribed: {
    id: 'newsletter.subscribed',
    defaultMessage: "Thanks for signing up! We'll let you know when there's something new.",
  },
  alreadySubscribed: {
    id: 'newsletter.alreadySubscribed',
    defaultMessage: "You're already on our list. We'll keep you posted.",
  },
  failed: {
    id: 'newsletter.failed',
    defaultMessage: "We couldn't sign you up right now. Please try again.",
  },
});

/** The en texts by key (tests, and the epic's failure text before a view translates it). */
export const NEWSLETTER_TEXT = Object.fromEntries(
  Object.entries(NEWSLETTER_MESSAGES).map(([k, d]) => [k, d.defaultMessage]),
) as Record<keyof typeof NEWSLETTER_MESSAGES, string>;

export const newsletterCatalog = defineCatalog(NEWSLETTER_MESSAGES, {
  de: {
    title: 'Benachrichtigt werden',
    intro: 'Erfahre als Erste:r von neuen Designs, Nachschub und Rabattcodes.',
    emailLabel: 'E-Mail für Neuigkeiten',
    emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
    submit: 'Anmelden',
    submitting: 'Wird angemeldet…',
    subscribed: 'Danke für deine Anmeldung! Wir melden uns, sobald es etwas Neues gibt.',
    alreadySubscribed: 'Du stehst schon auf unserer Liste. Wir halten dich auf dem Laufenden.',
    failed: 'Wir konnten dich gerade nicht anmelden. Bitte versuche es erneut.',
  },
  nl: {
    title: 'Blijf op de hoogte',
    intro: 'Hoor als eerste over nieuwe ontwerpen, nieuwe voorraad en kortingscodes.',
    emailLabel: 'E-mail voor updates',
    emailInvalid: 'Voer een geldig e-mailadres in',
    submit: 'Aanmelden',
    submitting: 'Bezig met aanmelden…',
    subscribed: 'Bedankt voor je aanmelding! We laten het je weten als er iets nieuws is.',
    alreadySubscribed: 'Je staat al op onze lijst. We houden je op de hoogte.',
    failed: 'We konden je nu niet aanmelden. Probeer het opnieuw.',
  },
  fr: {
    title: 'Être averti',
    intro: 'Soyez les premiers informés des nouveaux designs, des réassorts et des codes promo.',
    emailLabel: 'E-mail pour les nouveautés',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    submit: "S'inscrire",
    submitting: 'Inscription…',
    subscribed:
      'Merci pour votre inscription ! Nous vous préviendrons dès qu’il y aura du nouveau.',
    alreadySubscribed: 'Vous êtes déjà inscrit. Nous vous tiendrons au courant.',
    failed: 'Nous n’avons pas pu vous inscrire pour le moment. Veuillez réessayer.',
  },
  it: {
    title: 'Ricevi aggiornamenti',
    intro: 'Scopri per primo nuovi design, riassortimenti e codici promozionali.',
    emailLabel: 'Email per gli aggiornamenti',
    emailInvalid: 'Inserisci un indirizzo email valido',
    submit: 'Iscriviti',
    submitting: 'Iscrizione in corso…',
    subscribed: 'Grazie per l’iscrizione! Ti avviseremo quando ci saranno novità.',
    alreadySubscribed: 'Sei già nella nostra lista. Ti terremo aggiornato.',
    failed: 'Non è stato possibile iscriverti ora. Riprova.',
  },
  es: {
    title: 'Recibe avisos',
    intro: 'Entérate antes que nadie de nuevos diseños, reposiciones y códigos promocionales.',
    emailLabel: 'Correo para novedades',
    emailInvalid: 'Introduce un correo electrónico válido',
    submit: 'Suscribirme',
    submitting: 'Suscribiendo…',
    subscribed: '¡Gracias por suscribirte! Te avisaremos cuando haya novedades.',
    alreadySubscribed: 'Ya estás en nuestra lista. Te mantendremos al tanto.',
    failed: 'No hemos podido suscribirte ahora. Vuelve a intentarlo.',
  },
  'pt-BR': {
    title: 'Receba novidades',
    intro: 'Seja o primeiro a saber de novos designs, reposições e códigos promocionais.',
    emailLabel: 'E-mail para novidades',
    emailInvalid: 'Insira um e-mail válido',
    submit: 'Inscrever-se',
    submitting: 'Inscrevendo…',
    subscribed: 'Obrigado por se inscrever! Avisaremos quando houver novidades.',
    alreadySubscribed: 'Você já está na nossa lista. Manteremos você informado.',
    failed: 'Não foi possível inscrever você agora. Tente novamente.',
  },
  'en-GB': britishOf(NEWSLETTER_MESSAGES),
});
