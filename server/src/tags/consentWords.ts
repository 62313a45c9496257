import type { ConsentWords } from '@store/shared/src/ssr/storeTags/tagSettings';
import { pageName } from '@store/shared/src/head/heads';
import { headTranslator } from '@store/shared/src/head/translator';

/**
 * The consent banner's words (shared/src/ssr/storeTags/consentBanner.ts) in the SPEC §9 locales.
 * The banner is built by the small tags script, which carries no catalog: the store server writes
 * the page's own language into its data block, as it writes the page's title. The link's words
 * are the privacy page's name (shared's head catalog).
 */
type BannerWords = Omit<ConsentWords, 'privacy'>;

const en: BannerWords = {
  label: 'Cookie consent',
  message:
    'We use cookies and similar tags for analytics and advertising. They load only if you accept.',
  accept: 'Accept',
  decline: 'Decline',
};

const BANNER_WORDS: Record<string, BannerWords> = {
  en,
  'en-GB': en,
  de: {
    label: 'Einwilligung zu Cookies',
    message:
      'Wir verwenden Cookies und ähnliche Tags für Analysen und Werbung. Sie werden nur geladen, wenn du zustimmst.',
    accept: 'Akzeptieren',
    decline: 'Ablehnen',
  },
  nl: {
    label: 'Toestemming voor cookies',
    message:
      'We gebruiken cookies en vergelijkbare tags voor analyse en advertenties. Ze worden alleen geladen als je akkoord gaat.',
    accept: 'Accepteren',
    decline: 'Weigeren',
  },
  fr: {
    label: 'Consentement aux cookies',
    message:
      'Nous utilisons des cookies et des balises similaires pour la mesure d’audience et la publicité. Ils ne sont chargés que si vous acceptez.',
    accept: 'Accepter',
    decline: 'Refuser',
  },
  it: {
    label: 'Consenso ai cookie',
    message:
      'Usiamo cookie e tag simili per statistiche e pubblicità. Vengono caricati solo se accetti.',
    accept: 'Accetta',
    decline: 'Rifiuta',
  },
  es: {
    label: 'Consentimiento de cookies',
    message:
      'Usamos cookies y etiquetas similares para analítica y publicidad. Solo se cargan si aceptas.',
    accept: 'Aceptar',
    decline: 'Rechazar',
  },
  'pt-BR': {
    label: 'Consentimento de cookies',
    message:
      'Usamos cookies e tags semelhantes para análise e publicidade. Eles só são carregados se você aceitar.',
    accept: 'Aceitar',
    decline: 'Recusar',
  },
};

/** The banner's words in a locale (en for one the store does not speak). */
export function consentWordsFor(locale: string): ConsentWords {
  return {
    ...(BANNER_WORDS[locale] ?? en),
    privacy: pageName('privacy', { t: headTranslator(locale) }),
  };
}

/** The locales with their own words (the unit test checks every SPEC locale is one). */
export const CONSENT_LOCALES = Object.keys(BANNER_WORDS);
