import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** The contact, contact-success and live-chat pages' words; `en` is the SPEC's text. */
const messages = defineMessages({
  orderNumber: { id: 'contact.orderNumber', defaultMessage: 'Order number' },
  email: { id: 'contact.email', defaultMessage: 'Email' },
  fullName: { id: 'contact.fullName', defaultMessage: 'Full name' },
  reason: { id: 'contact.reason', defaultMessage: 'Reason for contact' },
  reasonPlaceholder: { id: 'contact.reasonPlaceholder', defaultMessage: 'Select a reason' },
  message: { id: 'contact.message', defaultMessage: 'Message' },
  submit: { id: 'contact.submit', defaultMessage: 'Send message' },
  // The reasons (their values are the form's data, these the labels).
  reasonOrderStatus: { id: 'contact.reasonOrderStatus', defaultMessage: 'Where is my order?' },
  reasonChangeOrder: {
    id: 'contact.reasonChangeOrder',
    defaultMessage: 'Change or cancel my order',
  },
  reasonDamagedOrWrong: {
    id: 'contact.reasonDamagedOrWrong',
    defaultMessage: 'Damaged or wrong item',
  },
  reasonReturn: { id: 'contact.reasonReturn', defaultMessage: 'Return or refund' },
  reasonBilling: { id: 'contact.reasonBilling', defaultMessage: 'Billing or payment' },
  reasonReport: { id: 'contact.reasonReport', defaultMessage: 'Report this product' },
  reasonOther: { id: 'contact.reasonOther', defaultMessage: 'Something else' },
  // SPEC §5 Contact: the validation messages, quoted exactly (en: contactSchema's CONTACT_MESSAGES).
  orderNumberRequired: {
    id: 'contact.orderNumberRequired',
    defaultMessage: 'Please enter your order number',
  },
  // The same as @store/shared's EMAIL_MESSAGE.
  emailInvalid: { id: 'contact.emailInvalid', defaultMessage: 'Please enter a valid email' },
  fullNameRequired: {
    id: 'contact.fullNameRequired',
    defaultMessage: 'Please enter your full name',
  },
  reasonRequired: {
    id: 'contact.reasonRequired',
    defaultMessage: 'Please select the reason for your contact',
  },
  messageRequired: {
    id: 'contact.messageRequired',
    defaultMessage: 'Please tell us why you are contacting us',
  },
  // The message a report starts with; `{path}` is the listing's path.
  reportProduct: defineMessage<{ path: string }>({
    id: 'contact.reportProduct',
    defaultMessage: 'I would like to report this product: {path}\n',
  }),
  // /contact-success
  successText: {
    id: 'contact.successText',
    defaultMessage:
      'Thank you for your message. Our support team replies to email tickets within 24 business hours.',
  },
  successHelp: defineMessage<{ link: MessageTag }>({
    id: 'contact.successHelp',
    defaultMessage: 'Meanwhile, our <link>help centre</link> may already have your answer.',
  }),
  continueShopping: { id: 'contact.continueShopping', defaultMessage: 'Continue shopping' },
  // /live-chat
  chatIntro: {
    id: 'contact.chatIntro',
    defaultMessage: 'Chat with our support team about your order, shipping, billing or returns.',
  },
  chatConnecting: { id: 'contact.chatConnecting', defaultMessage: 'Connecting you to support' },
  // The live-chat page's status texts.
  chatUnavailable: {
    id: 'contact.chatUnavailable',
    defaultMessage: 'Live chat is currently unavailable.',
  },
  chatFailed: {
    id: 'contact.chatFailed',
    defaultMessage: "Live chat couldn't be loaded right now.",
  },
  useContactForm: { id: 'contact.useContactForm', defaultMessage: 'Use the contact form' },
  browseHelp: defineMessage<{ link: MessageTag }>({
    id: 'contact.browseHelp',
    defaultMessage: 'Or browse answers in the <link>help centre</link>.',
  }),
});

export const CONTACT_PAGE_MESSAGES = messages;

export const contactCatalog = defineCatalog(messages);
