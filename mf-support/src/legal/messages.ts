import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** The legal pages' shared chrome; `en` is the SPEC's text. */
const messages = defineMessages({
  lastUpdated: defineMessage<{ date: string }>({
    id: 'legal.lastUpdated',
    defaultMessage: 'Last updated: {date}',
  }),
});

export const LEGAL_MESSAGES = messages;

export const legalCatalog = defineCatalog(messages);

/** The store's name where it has one, else these words ('this store'), as ICU. */
const STORE = '{named, select, yes {{store}} other {this store}}';

/** The privacy policy, paragraph by paragraph; `en` is the SPEC's text. */
const privacy = defineMessages({
  intro: defineMessage<{ named: 'yes' | 'no'; store: string }>({
    id: 'privacy.intro',
    defaultMessage: `This Privacy Policy explains what personal information ${STORE} collects when you visit the store or buy from it, how we use it, who we share it with, and the choices you have.`,
  }),
  collectHeading: { id: 'privacy.collectHeading', defaultMessage: '1. Information we collect' },
  collectOrder: defineMessage<{ b: MessageTag }>({
    id: 'privacy.collectOrder',
    defaultMessage:
      '<b>Order information</b>: your name, email address, shipping address, phone number and the products you buy, so we can print, ship and support your order.',
  }),
  collectPayment: defineMessage<{ b: MessageTag }>({
    id: 'privacy.collectPayment',
    defaultMessage:
      '<b>Payment information</b>: card and wallet payments are handled by our payment providers. We receive a confirmation and limited details (such as the card brand and last four digits), never your full card number.',
  }),
  collectUsage: defineMessage<{ b: MessageTag }>({
    id: 'privacy.collectUsage',
    defaultMessage:
      '<b>Usage information</b>: pages viewed, products added to the cart, device and browser type, and approximate location derived from your IP address, collected with cookies and similar technologies.',
  }),
  collectMessages: defineMessage<{ b: MessageTag }>({
    id: 'privacy.collectMessages',
    defaultMessage:
      '<b>Messages</b>: what you send us through the contact form, email or live chat.',
  }),
  useHeading: { id: 'privacy.useHeading', defaultMessage: '2. How we use your information' },
  use: {
    id: 'privacy.use',
    defaultMessage:
      'We use your information to process and deliver orders, send order and shipping updates, answer support requests, prevent fraud, remember your cart and preferences (region, currency and language), improve the store, and, if you agreed to it, send you marketing emails. Consent to marketing is never a condition of purchase.',
  },
  cookiesHeading: { id: 'privacy.cookiesHeading', defaultMessage: '3. Cookies' },
  cookies: {
    id: 'privacy.cookies',
    defaultMessage:
      'We use cookies to keep your cart, remember your preferences, measure how the store is used and, where permitted, show relevant advertising. You can block or delete cookies in your browser settings; the cart and checkout may not work without them.',
  },
  sharingHeading: { id: 'privacy.sharingHeading', defaultMessage: '4. Sharing your information' },
  sharing: {
    id: 'privacy.sharing',
    defaultMessage:
      'We share information only as needed to run the store: with our printing and fulfillment partners and shipping carriers to make and deliver your order, with payment providers to take payment, with service providers that host the store or help us with analytics and support, and with authorities when the law requires it. We do not sell your personal information.',
  },
  childrenHeading: { id: 'privacy.childrenHeading', defaultMessage: "5. Children's privacy" },
  children: defineMessage<{ link: MessageTag }>({
    id: 'privacy.children',
    defaultMessage:
      'The store is not directed to children under 13, and we do not knowingly collect personal information from children under 13. If you believe a child under 13 has given us personal information, please <link>contact us</link> and we will delete it.',
  }),
  choicesHeading: {
    id: 'privacy.choicesHeading',
    defaultMessage: '6. Your choices and opting out',
  },
  choices: {
    id: 'privacy.choices',
    defaultMessage:
      'You can unsubscribe from marketing emails at any time with the link in any marketing email or by contacting us. Please allow up to ten business days for an opt-out request to take effect; you will still receive messages about orders you have placed. You may also ask us to access, correct or delete the personal information we hold about you, subject to records we must keep by law.',
  },
  retentionHeading: {
    id: 'privacy.retentionHeading',
    defaultMessage: '7. Data retention and security',
  },
  retention: {
    id: 'privacy.retention',
    defaultMessage:
      'We keep order records for as long as needed to fulfil orders, handle returns and meet legal, tax and accounting obligations. We protect information with encryption in transit, access controls and trusted providers, but no method of transmission or storage is completely secure.',
  },
  changesHeading: { id: 'privacy.changesHeading', defaultMessage: '8. Changes to this policy' },
  changes: {
    id: 'privacy.changes',
    defaultMessage:
      'We may update this policy from time to time. The date at the top of this page shows when it was last changed.',
  },
  contactHeading: { id: 'privacy.contactHeading', defaultMessage: '9. Contact' },
  contact: defineMessage<{ contact: MessageTag; terms: MessageTag }>({
    id: 'privacy.contact',
    defaultMessage:
      'Questions about your privacy? Reach us through our <contact>contact form</contact>. See also our <terms>Terms of Use</terms>.',
  }),
});

export const PRIVACY_MESSAGES = privacy;

export const privacyCatalog = defineCatalog(privacy);

/** The terms of use, paragraph by paragraph; `en` is the SPEC's text. */
const terms = defineMessages({
  intro: defineMessage<{ named: 'yes' | 'no'; store: string }>({
    id: 'terms.intro',
    defaultMessage: `Welcome to ${STORE}. These Terms of Use govern your access to and use of this online store, including browsing, buying products and contacting our support team. By using the store you agree to these terms. If you do not agree, please do not use the store.`,
  }),
  whoHeading: { id: 'terms.whoHeading', defaultMessage: '1. Who may use the store' },
  who: {
    id: 'terms.who',
    defaultMessage:
      'You must be 18 years of age or older to use this store and to place an order. By placing an order you confirm that you are at least 18 years old and legally able to enter into a binding contract. If you are under 18, you may only browse the store under the supervision of a parent or legal guardian, who must place any order on your behalf.',
  },
  printHeading: { id: 'terms.printHeading', defaultMessage: '2. Print-on-demand products' },
  print: {
    id: 'terms.print',
    defaultMessage:
      'Every product is printed to order after you buy it. Colours shown on screen may differ slightly from the printed product because of differences between displays and printing processes. Product designs are provided by the store owner, who is responsible for having the rights to use them.',
  },
  ordersHeading: { id: 'terms.ordersHeading', defaultMessage: '3. Orders, prices and payment' },
  orders: {
    id: 'terms.orders',
    defaultMessage:
      'All prices are shown in the currency you select and include the item price only; shipping and any applicable taxes are calculated at checkout before you pay. An order is accepted when we send you an order confirmation. We may refuse or cancel an order, for example when a product is no longer available or a pricing error occurred; in that case any amount you paid is refunded in full. Payments are processed by our payment providers; we do not store your full card number.',
  },
  shippingHeading: { id: 'terms.shippingHeading', defaultMessage: '4. Shipping and delivery' },
  shipping: {
    id: 'terms.shipping',
    defaultMessage:
      'Estimated delivery dates are shown at checkout. They are estimates, not guarantees, and may be affected by production volume, carriers and customs. Risk of loss passes to you when the carrier delivers your order to the address you provided.',
  },
  returnsHeading: { id: 'terms.returnsHeading', defaultMessage: '5. Returns and refunds' },
  returns: defineMessage<{ days: number; link: MessageTag }>({
    id: 'terms.returns',
    defaultMessage:
      'We offer a {days} day free return policy on physical products. Digital products cannot be returned once they have been delivered. Details of how to return an item are in our <link>help centre</link>.',
  }),
  useHeading: { id: 'terms.useHeading', defaultMessage: '6. Acceptable use' },
  use: {
    id: 'terms.use',
    defaultMessage:
      "You agree not to misuse the store: you may not attempt to gain unauthorized access to our systems, interfere with the store's operation, use automated means to scrape or place orders, or use the store for any unlawful purpose. You may report a product you believe infringes your rights through the report link on its page.",
  },
  ipHeading: { id: 'terms.ipHeading', defaultMessage: '7. Intellectual property' },
  ip: {
    id: 'terms.ip',
    defaultMessage:
      'The store, its software and its content are protected by copyright, trademark and other laws. Buying a product gives you ownership of that physical or digital item for personal use; it does not transfer any rights in the design itself.',
  },
  disclaimerHeading: { id: 'terms.disclaimerHeading', defaultMessage: '8. Disclaimer' },
  disclaimer: {
    id: 'terms.disclaimer',
    defaultMessage:
      'The store is provided "as is" and "as available". To the fullest extent permitted by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement, except those that cannot be excluded by law.',
  },
  liabilityHeading: {
    id: 'terms.liabilityHeading',
    defaultMessage: '9. Limitation of liability',
  },
  liability: {
    id: 'terms.liability',
    defaultMessage:
      'To the fullest extent permitted by law, we are not liable for any indirect, incidental, special, consequential or punitive damages arising out of your use of the store. Our total liability to you for all claims arising out of or relating to these terms, the store or any order is limited to fifty US dollars ($50).',
  },
  changesHeading: { id: 'terms.changesHeading', defaultMessage: '10. Changes to these terms' },
  changes: {
    id: 'terms.changes',
    defaultMessage:
      'We may update these terms from time to time. The date at the top of this page shows when they were last changed. Continuing to use the store after a change means you accept the updated terms.',
  },
  contactHeading: { id: 'terms.contactHeading', defaultMessage: '11. Contact' },
  contact: defineMessage<{ contact: MessageTag; privacy: MessageTag }>({
    id: 'terms.contact',
    defaultMessage:
      'Questions about these terms? Reach us through our <contact>contact form</contact>. See also our <privacy>Privacy Policy</privacy>.',
  }),
});

export const TERMS_MESSAGES = terms;

export const termsCatalog = defineCatalog(terms);
