import { defineCatalog } from '@store/shared';
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

export const helpCatalog = defineCatalog(messages);
