import { defineMessage, defineMessages } from 'react-intl';
import { defineCatalog } from '@store/shared';

/** Header and footer words; `en` is the SPEC's text. */
const messages = defineMessages({
  about: { id: 'header.about', defaultMessage: 'About' },
  socialMedia: { id: 'header.socialMedia', defaultMessage: 'Social media' },
  search: { id: 'header.search', defaultMessage: 'Search' },
  menu: { id: 'header.menu', defaultMessage: 'Menu' },
  mainNav: { id: 'header.mainNav', defaultMessage: 'Main' },
  subCollections: defineMessage<{ name: string }>({
    id: 'header.subCollections',
    defaultMessage: '{name} sub-collections',
  }),
  cart: defineMessage<{ count: string }>({ id: 'header.cart', defaultMessage: 'Cart ({count})' }),
  skipToContent: { id: 'layout.skipToContent', defaultMessage: 'Skip to content' },
  announcements: { id: 'layout.announcements', defaultMessage: 'Store announcements' },
  aboutStore: defineMessage<{ store: string }>({
    id: 'footer.aboutStore',
    defaultMessage: 'About {store}',
  }),
  readMore: { id: 'footer.readMore', defaultMessage: 'Read more' },
  readMoreAbout: defineMessage<{ store: string }>({
    id: 'footer.readMoreAbout',
    defaultMessage: ' about {store}',
  }),
  storeSocial: defineMessage<{ store: string }>({
    id: 'footer.storeSocial',
    defaultMessage: '{store} on social media',
  }),
  helpNav: { id: 'footer.helpNav', defaultMessage: 'Help' },
  legalNav: { id: 'footer.legalNav', defaultMessage: 'Legal' },
  support: { id: 'footer.support', defaultMessage: 'Support' },
  trackOrder: { id: 'footer.trackOrder', defaultMessage: 'Track Order' },
  contactUs: { id: 'footer.contactUs', defaultMessage: 'Contact Us' },
  refundPolicy: { id: 'footer.refundPolicy', defaultMessage: 'Refund Policy' },
  terms: { id: 'footer.terms', defaultMessage: 'Terms' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacy' },
  cookieSettings: { id: 'footer.cookieSettings', defaultMessage: 'Cookie settings' },
  poweredBy: { id: 'footer.poweredBy', defaultMessage: 'Powered by Storefront' },
});

export const LAYOUT_MESSAGES = messages;

export const layoutCatalog = defineCatalog(messages);
