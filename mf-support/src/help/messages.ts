import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/**
 * The help centre's words (its chrome: the articles are the API's); `en` is the SPEC's text. The
 * support availability sentences are shared with the contact and live-chat pages.
 */
const messages = defineMessages({
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
  // SPEC §2 Other pages: support availability.
  liveChatHours: {
    id: 'help.liveChatHours',
    defaultMessage: 'Live chat is available 7 days a week.',
  },
  emailReply: {
    id: 'help.emailReply',
    defaultMessage: 'Send us an email ticket and we will reply within 24 business hours.',
  },
});

export const HELP_MESSAGES = messages;

export const helpCatalog = defineCatalog(messages);
