/**
 * The words of page titles and descriptions the store server writes into the first HTML, in the
 * SPEC §9 locales. The browser bundles carry their own catalogs (react-intl, per feature); the
 * server cannot load those (they are browser code, deployed apart), so the few page names a head
 * needs live here too. en is the SPEC's wording where it has one ('Checkout | {store name}',
 * 'Page not found', 'Login').
 */
export interface PageWords {
  search: string;
  cart: string;
  checkout: string;
  thankYou: string;
  login: string;
  notFound: string;
  terms: string;
  privacy: string;
  about: string;
  support: string;
  track: string;
  recover: string;
  contact: string;
  contactSent: string;
  liveChat: string;
  /** `{count}` products in `{name}` (plural chosen by Intl.PluralRules). */
  collection: { one: string; other: string };
  /** Home without hero text. */
  home: string;
}

const en: PageWords = {
  search: 'Search',
  cart: 'Cart',
  checkout: 'Checkout',
  thankYou: 'Thank you for your order',
  login: 'Login',
  notFound: 'Page not found',
  terms: 'Terms of use',
  privacy: 'Privacy policy',
  about: 'About',
  support: 'Help centre',
  track: 'Track your order',
  recover: 'Recover your order number',
  contact: 'Contact us',
  contactSent: 'Message sent',
  liveChat: 'Live chat',
  collection: { one: '{count} product in {name}', other: '{count} products in {name}' },
  home: 'Shop the {store} store: merchandise printed to order.',
};

const PAGE_WORDS: Record<string, PageWords> = {
  en: { ...en, support: 'Help center' },
  'en-GB': en,
  de: {
    search: 'Suche',
    cart: 'Warenkorb',
    checkout: 'Kasse',
    thankYou: 'Danke für deine Bestellung',
    login: 'Anmelden',
    notFound: 'Seite nicht gefunden',
    terms: 'Nutzungsbedingungen',
    privacy: 'Datenschutzerklärung',
    about: 'Über uns',
    support: 'Hilfe-Center',
    track: 'Bestellung verfolgen',
    recover: 'Bestellnummer wiederherstellen',
    contact: 'Kontakt',
    contactSent: 'Nachricht gesendet',
    liveChat: 'Live-Chat',
    collection: { one: '{count} Produkt in {name}', other: '{count} Produkte in {name}' },
    home: 'Im Shop von {store} einkaufen: Merch, auf Bestellung gedruckt.',
  },
  nl: {
    search: 'Zoeken',
    cart: 'Winkelwagen',
    checkout: 'Afrekenen',
    thankYou: 'Bedankt voor je bestelling',
    login: 'Inloggen',
    notFound: 'Pagina niet gevonden',
    terms: 'Gebruiksvoorwaarden',
    privacy: 'Privacybeleid',
    about: 'Over ons',
    support: 'Helpcentrum',
    track: 'Je bestelling volgen',
    recover: 'Je bestelnummer terugvinden',
    contact: 'Contact',
    contactSent: 'Bericht verzonden',
    liveChat: 'Livechat',
    collection: { one: '{count} product in {name}', other: '{count} producten in {name}' },
    home: 'Shop in de winkel van {store}: merch, op bestelling gedrukt.',
  },
  fr: {
    search: 'Recherche',
    cart: 'Panier',
    checkout: 'Paiement',
    thankYou: 'Merci pour votre commande',
    login: 'Connexion',
    notFound: 'Page introuvable',
    terms: 'Conditions d’utilisation',
    privacy: 'Politique de confidentialité',
    about: 'À propos',
    support: 'Centre d’aide',
    track: 'Suivre votre commande',
    recover: 'Retrouver votre numéro de commande',
    contact: 'Nous contacter',
    contactSent: 'Message envoyé',
    liveChat: 'Chat en direct',
    collection: { one: '{count} produit dans {name}', other: '{count} produits dans {name}' },
    home: 'Achetez dans la boutique {store} : des articles imprimés à la demande.',
  },
  it: {
    search: 'Cerca',
    cart: 'Carrello',
    checkout: 'Cassa',
    thankYou: 'Grazie per il tuo ordine',
    login: 'Accedi',
    notFound: 'Pagina non trovata',
    terms: 'Condizioni d’uso',
    privacy: 'Informativa sulla privacy',
    about: 'Chi siamo',
    support: 'Centro assistenza',
    track: 'Traccia il tuo ordine',
    recover: 'Recupera il numero d’ordine',
    contact: 'Contattaci',
    contactSent: 'Messaggio inviato',
    liveChat: 'Chat dal vivo',
    collection: { one: '{count} prodotto in {name}', other: '{count} prodotti in {name}' },
    home: 'Acquista nel negozio di {store}: merchandising stampato su ordinazione.',
  },
  es: {
    search: 'Buscar',
    cart: 'Carrito',
    checkout: 'Pago',
    thankYou: 'Gracias por tu pedido',
    login: 'Iniciar sesión',
    notFound: 'Página no encontrada',
    terms: 'Condiciones de uso',
    privacy: 'Política de privacidad',
    about: 'Quiénes somos',
    support: 'Centro de ayuda',
    track: 'Seguir tu pedido',
    recover: 'Recuperar tu número de pedido',
    contact: 'Contacto',
    contactSent: 'Mensaje enviado',
    liveChat: 'Chat en directo',
    collection: { one: '{count} producto en {name}', other: '{count} productos en {name}' },
    home: 'Compra en la tienda de {store}: productos impresos bajo pedido.',
  },
  'pt-BR': {
    search: 'Pesquisar',
    cart: 'Carrinho',
    checkout: 'Finalizar compra',
    thankYou: 'Obrigado pelo seu pedido',
    login: 'Entrar',
    notFound: 'Página não encontrada',
    terms: 'Termos de uso',
    privacy: 'Política de privacidade',
    about: 'Sobre',
    support: 'Central de ajuda',
    track: 'Rastrear seu pedido',
    recover: 'Recuperar seu número do pedido',
    contact: 'Fale conosco',
    contactSent: 'Mensagem enviada',
    liveChat: 'Chat ao vivo',
    collection: { one: '{count} produto em {name}', other: '{count} produtos em {name}' },
    home: 'Compre na loja {store}: produtos impressos sob encomenda.',
  },
};

export const wordsFor = (locale: string): PageWords => PAGE_WORDS[locale] ?? PAGE_WORDS.en!;

/** Fills `{name}` placeholders (values are plain text; the head escapes them when written). */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

/** "12 products in Hoodies", plural by the locale's rules. */
export function collectionText(locale: string, count: number, name: string): string {
  const forms = wordsFor(locale).collection;
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { count: new Intl.NumberFormat(locale).format(count), name });
}
