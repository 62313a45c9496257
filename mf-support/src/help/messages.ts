import { britishOf, defineCatalog } from '@store/shared';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import { EMAIL_REPLY_TEXT, LIVE_CHAT_HOURS_TEXT } from './supportContact';

/**
 * The help centre's words (its chrome: the articles are the API's); `en` is the SPEC's text. The
 * support availability sentences are shared with the contact and live-chat pages.
 */
const messages = defineMessages({
  title: { id: 'help.title', defaultMessage: 'Help centre' },
  intro: defineMessage<{ link: MessageTag }>({
    id: 'help.intro',
    defaultMessage:
      'Find answers about your order, shipping, billing and our policies. Want to know where your order is? <link>Track your order</link>.',
  }),
  categoryArticles: defineMessage<{ category: string }>({
    id: 'help.categoryArticles',
    defaultMessage: '{category} articles',
  }),
  loading: { id: 'help.loading', defaultMessage: 'Loading help articles' },
  loadFailed: {
    id: 'help.loadFailed',
    defaultMessage: "We couldn't load the help articles right now.",
  },
  retry: { id: 'help.retry', defaultMessage: 'Try again' },
  stillNeedHelp: { id: 'help.stillNeedHelp', defaultMessage: 'Still need help?' },
  chatWithUs: { id: 'help.chatWithUs', defaultMessage: 'Chat with us' },
  contactUs: { id: 'help.contactUs', defaultMessage: 'Contact us' },
  liveChatHours: { id: 'help.liveChatHours', defaultMessage: LIVE_CHAT_HOURS_TEXT },
  emailReply: { id: 'help.emailReply', defaultMessage: EMAIL_REPLY_TEXT },
});

export const HELP_MESSAGES = messages;

export const helpCatalog = defineCatalog(messages, {
  de: {
    title: 'Hilfe-Center',
    intro:
      'Hier findest du Antworten zu deiner Bestellung, zum Versand, zur Bezahlung und zu unseren Richtlinien. Du willst wissen, wo deine Bestellung ist? <link>Verfolge deine Bestellung</link>.',
    categoryArticles: 'Artikel zu {category}',
    loading: 'Hilfeartikel werden geladen',
    loadFailed: 'Die Hilfeartikel konnten gerade nicht geladen werden.',
    retry: 'Erneut versuchen',
    stillNeedHelp: 'Brauchst du noch Hilfe?',
    chatWithUs: 'Chatte mit uns',
    contactUs: 'Kontaktiere uns',
    liveChatHours: 'Der Live-Chat ist 7 Tage die Woche erreichbar.',
    emailReply: 'Schick uns ein E-Mail-Ticket, und wir antworten innerhalb von 24 Arbeitsstunden.',
  },
  nl: {
    title: 'Helpcentrum',
    intro:
      'Vind antwoorden over je bestelling, verzending, betaling en ons beleid. Wil je weten waar je bestelling is? <link>Volg je bestelling</link>.',
    categoryArticles: 'Artikelen over {category}',
    loading: 'Helpartikelen laden',
    loadFailed: 'We konden de helpartikelen nu niet laden.',
    retry: 'Opnieuw proberen',
    stillNeedHelp: 'Nog hulp nodig?',
    chatWithUs: 'Chat met ons',
    contactUs: 'Neem contact op',
    liveChatHours: 'Livechat is 7 dagen per week beschikbaar.',
    emailReply: 'Stuur ons een e-mailticket en we antwoorden binnen 24 werkuren.',
  },
  fr: {
    title: 'Centre d’aide',
    intro:
      'Trouvez des réponses sur votre commande, la livraison, la facturation et nos politiques. Vous voulez savoir où en est votre commande ? <link>Suivez votre commande</link>.',
    categoryArticles: 'Articles : {category}',
    loading: 'Chargement des articles d’aide',
    loadFailed: 'Impossible de charger les articles d’aide pour le moment.',
    retry: 'Réessayer',
    stillNeedHelp: 'Besoin d’aide supplémentaire ?',
    chatWithUs: 'Discuter avec nous',
    contactUs: 'Nous contacter',
    liveChatHours: 'Le chat en direct est disponible 7 jours sur 7.',
    emailReply: 'Envoyez-nous un ticket par e-mail et nous vous répondrons sous 24 heures ouvrées.',
  },
  it: {
    title: 'Centro assistenza',
    intro:
      'Trova risposte su ordini, spedizioni, pagamenti e sulle nostre politiche. Vuoi sapere dove si trova il tuo ordine? <link>Traccia il tuo ordine</link>.',
    categoryArticles: 'Articoli: {category}',
    loading: 'Caricamento degli articoli di assistenza',
    loadFailed: 'Al momento non è stato possibile caricare gli articoli di assistenza.',
    retry: 'Riprova',
    stillNeedHelp: 'Hai ancora bisogno di aiuto?',
    chatWithUs: 'Chatta con noi',
    contactUs: 'Contattaci',
    liveChatHours: 'La chat dal vivo è disponibile 7 giorni su 7.',
    emailReply: 'Inviaci un ticket via email e ti risponderemo entro 24 ore lavorative.',
  },
  es: {
    title: 'Centro de ayuda',
    intro:
      'Encuentra respuestas sobre tu pedido, el envío, la facturación y nuestras políticas. ¿Quieres saber dónde está tu pedido? <link>Sigue tu pedido</link>.',
    categoryArticles: 'Artículos de {category}',
    loading: 'Cargando artículos de ayuda',
    loadFailed: 'No hemos podido cargar los artículos de ayuda en este momento.',
    retry: 'Reintentar',
    stillNeedHelp: '¿Todavía necesitas ayuda?',
    chatWithUs: 'Chatea con nosotros',
    contactUs: 'Contáctanos',
    liveChatHours: 'El chat en vivo está disponible los 7 días de la semana.',
    emailReply:
      'Envíanos un ticket por correo electrónico y te responderemos en un plazo de 24 horas hábiles.',
  },
  'pt-BR': {
    title: 'Central de ajuda',
    intro:
      'Encontre respostas sobre seu pedido, envio, pagamento e nossas políticas. Quer saber onde está seu pedido? <link>Rastreie seu pedido</link>.',
    categoryArticles: 'Artigos de {category}',
    loading: 'Carregando artigos de ajuda',
    loadFailed: 'Não foi possível carregar os artigos de ajuda agora.',
    retry: 'Tentar novamente',
    stillNeedHelp: 'Ainda precisa de ajuda?',
    chatWithUs: 'Converse com a gente',
    contactUs: 'Fale conosco',
    liveChatHours: 'O chat ao vivo está disponível 7 dias por semana.',
    emailReply: 'Envie um ticket por e-mail e responderemos em até 24 horas úteis.',
  },
  'en-GB': britishOf(messages),
});
