import type { ThemeData } from '@store/shared/src/types';
import { mockupUrl } from '../lib/mockups';

export const DEMO_SOCIAL = [
  { id: 'instagram', url: 'https://www.instagram.com/tidepoolsupply', icon: 'instagram' },
  { id: 'tiktok', url: 'https://www.tiktok.com/@tidepoolsupply', icon: 'tiktok' },
  { id: 'youtube', url: 'https://www.youtube.com/@tidepoolsupply', icon: 'youtube' },
];

export function demoTheme(): ThemeData {
  return {
    brand: { logo: null, name: 'Tidepool Supply Co.', socialMedia: DEMO_SOCIAL },
    content: {
      heroBanner: {
        template: 2,
        title: 'Goods for people who check the tide chart first',
        subtitle: 'New: the Kelp Forest drop',
        body: 'Tees, hoodies, mugs and prints drawn on the California coast and printed to order.',
        ctaText: 'Shop the collection',
        ctaLink: '/collections/apparel',
        ctaOpenInNewWindow: false,
        showSearch: true,
        searchPlaceholder: 'Search tees, mugs, stickers…',
        backgroundImage: null,
        // Template 2 puts this picture beside the text (SPEC §2 hero templates).
        titleImg: mockupUrl('t-shirt', '#1F2A44', 'front', 'tidepool-wave'),
        titleBadge: null,
      },
      categories: demoCategories(),
      about: {
        aboutText: [
          {
            text: 'Tidepool Supply Co. started as a sketchbook on a Monterey sea wall. Every design is drawn by hand, then printed to order so nothing goes to waste.',
          },
          {
            text: 'What we care about:',
            list: [
              'Soft, durable blanks',
              'Water-based inks',
              '1% of every order to coastal clean-ups',
            ],
          },
        ],
        heroImage: null,
      },
      cart: { title: 'Your cart' },
      login: {
        title: 'This store is private',
        body: 'Enter the access code to continue.',
        logo: null,
      },
      footer: {
        aboutText:
          'Hand-drawn coastal goods, printed to order in small batches. Made with care in Monterey, California.',
        template: 1,
        copyright: '© Tidepool Supply Co.',
      },
      notification: {
        html: '<p><strong>Free shipping</strong> on US orders with code <a href="/collections/apparel">FREESHIP</a>.</p>',
        enabled: true,
      },
      header: { template: 1, showAbout: true, logoLink: null },
      favicon: null,
      // Store-specific routes (SPEC §2): a campaign page over a collection, and a moved link.
      extraRoutes: [
        { path: 'gifts', collection: 'mugs', title: 'Gift mugs' },
        { path: 'shop', redirect: '/apparel' },
      ],
      promoBanners: [
        {
          code: 'WELCOME10',
          type: 'percentage',
          value: 10,
          text: '10% off your first order with WELCOME10',
        },
        {
          code: 'FREESHIP',
          type: 'free_shipping',
          value: null,
          text: 'Free shipping with FREESHIP',
        },
      ],
    },
    styles: demoStyles(),
    meta: { storeName: 'Tidepool Supply Co.', gaToken: null },
    layout: { header: 1, heroBanner: 2, footer: 1, pagination: false },
    previewMode: false,
    flags: { ageVerification: false, support: true },
  };
}

/** The demo's shop-by-category tiles, each with a mockup of its kind. */
function demoCategories(): ThemeData['content']['categories'] {
  return [
    {
      slug: 't-shirts',
      displayName: 'T-Shirts',
      image: mockupUrl('t-shirt', '#1F2A44', 'front', 'tidepool-wave'),
    },
    {
      slug: 'hoodies',
      displayName: 'Hoodies',
      image: mockupUrl('hoodie', '#2F4F3A', 'front', 'kelp-forest'),
    },
    {
      slug: 'drinkware',
      displayName: 'Drinkware',
      image: mockupUrl('mug', '#FFFFFF', 'front', 'harbor-lights'),
    },
    {
      slug: 'stickers-prints',
      displayName: 'Stickers & Prints',
      image: mockupUrl('poster', '#FFFFFF', 'front', 'moon-jelly'),
    },
  ];
}

/** The demo's palette, fonts and buttons. */
function demoStyles(): ThemeData['styles'] {
  return {
    fonts: { heading: '"Georgia", serif', body: '"Helvetica Neue", Arial, sans-serif' },
    colors: {
      primary: '#1F4E5F',
      secondary: '#B5412F',
      background: '#FFFFFF',
      text: '#1B1B1B',
      accent: '#23704A',
      headerBackground: '#1F4E5F',
      headerText: '#FFFFFF',
      footerBackground: '#14323D',
      footerText: '#F3F1EC',
    },
    buttons: { radius: '6px', primaryBackground: '#1F4E5F', primaryText: '#FFFFFF' },
  };
}
export function lockedTheme(): ThemeData {
  const t = demoTheme();
  return {
    ...t,
    brand: { logo: null, name: 'Backstage Pass Merch', socialMedia: [] },
    content: {
      ...t.content,
      heroBanner: { template: 1, title: 'Crew and friends only', ctaText: 'Shop', ctaLink: '/' },
      categories: [],
      footer: {
        aboutText: 'Tour merch for the crew.',
        template: 1,
        copyright: '© Backstage Pass Merch',
      },
      notification: { html: '', enabled: false },
      // The seeded store without an About page (SPEC §2: /about only when the header shows it).
      header: { template: 1, showAbout: false, logoLink: null },
      login: {
        title: 'Backstage Pass Merch is private',
        body: 'Enter the access code from your invite.',
        logo: null,
      },
      promoBanners: [],
    },
    meta: { storeName: 'Backstage Pass Merch', gaToken: null },
  };
}

export function megastoreTheme(): ThemeData {
  const t = demoTheme();
  return {
    ...t,
    brand: { logo: null, name: 'Big Harbor Mercantile', socialMedia: [] },
    content: {
      ...t.content,
      heroBanner: {
        template: 1,
        title: 'Seven thousand five hundred things, printed to order',
        ctaText: 'Browse everything',
        ctaLink: '/',
        showSearch: true,
        searchPlaceholder: 'Search 7,500 products…',
      },
      categories: [],
      notification: { html: '', enabled: false },
      footer: { aboutText: 'A very big shop.', template: 1, copyright: '© Big Harbor Mercantile' },
      promoBanners: [],
    },
    meta: { storeName: 'Big Harbor Mercantile', gaToken: null },
    // Home auto-loads its second page of 150 on scroll (SPEC §2); afterdark shows the paged case.
    layout: { header: 1, heroBanner: 1, footer: 1, pagination: false },
  };
}

/** Uses every ThemeData field (custom hero, promo banners, notification HTML, age verification on). */
export function afterdarkTheme(): ThemeData {
  return {
    brand: {
      logo: mockupUrl('sticker', '#111111', 'front', 'after-dark-logo'),
      name: 'After Dark Social Club',
      socialMedia: [
        { id: 'instagram', url: 'https://www.instagram.com/afterdarksocial', icon: 'instagram' },
        { id: 'twitter', url: 'https://twitter.com/afterdarksocial', icon: 'twitter' },
      ],
    },
    content: {
      heroBanner: {
        template: 'custom',
        title: 'Merch for the late shift',
        subtitle: 'Night-owl goods, 21+ only',
        body: 'Tees, beanies and collectibles from the After Dark Social Club. Printed to order.',
        titleImg: mockupUrl('poster', '#111111', 'front', 'after-dark-title'),
        titleBadge: 'New drop',
        ctaText: 'Shop the drop',
        ctaLink: '/collections/late-shift',
        ctaOpenInNewWindow: true,
        showSearch: true,
        searchPlaceholder: 'Search the after-hours shelf…',
        backgroundImage: mockupUrl('poster', '#1A1033', 'back', 'neon-skyline'),
      },
      categories: [
        {
          slug: 'late-shift',
          displayName: 'Late Shift',
          image: mockupUrl('t-shirt', '#111111', 'front', 'neon-skyline'),
        },
        {
          slug: 'collectibles',
          displayName: 'Collectibles',
          image: mockupUrl('digital', '#5B7DB1', 'front', 'midnight-token'),
        },
      ],
      about: {
        aboutText: [
          {
            text: 'After Dark Social Club is a members club for people who do their best work at 2 a.m.',
          },
          {
            text: 'Every order includes:',
            list: ['A glow-in-the-dark sticker', 'Members-only drops', 'Age check at the door'],
          },
        ],
        heroImage: mockupUrl('poster', '#1A1033', 'front', 'neon-skyline'),
      },
      cart: { title: 'Your bar tab' },
      login: {
        title: 'Members only',
        body: 'Enter the club code to continue.',
        logo: mockupUrl('sticker', '#111111', 'front', 'after-dark-logo'),
      },
      footer: {
        aboutText: 'Night-owl merch, printed to order.',
        template: 2,
        copyright: '© After Dark Social Club',
      },
      notification: {
        html: '<p>Last call: <strong>15% off</strong> with <a href="/collections/late-shift">LASTCALL</a> until sunrise.</p>',
        enabled: true,
      },
      header: { template: 2, showAbout: true, logoLink: '/' },
      favicon: mockupUrl('sticker', '#111111', 'front', 'after-dark-logo'),
      promoBanners: [
        { code: 'LASTCALL', type: 'percentage', value: 15, text: '15% off with LASTCALL' },
        {
          code: 'NIGHTOWL',
          type: 'fixed_value',
          value: { amount: 300, currency: 'USD' },
          text: '$3 off with NIGHTOWL',
        },
      ],
    },
    styles: {
      fonts: {
        heading: '"Futura", "Trebuchet MS", sans-serif',
        body: '"Inter", Arial, sans-serif',
      },
      colors: {
        primary: '#7B2FF7',
        secondary: '#F72F8E',
        background: '#0E0B16',
        text: '#F4F1FA',
        accent: '#2FF7C8',
        headerBackground: '#0E0B16',
        headerText: '#F4F1FA',
        footerBackground: '#1A1033',
        footerText: '#D9D2E9',
      },
      buttons: { radius: '999px', primaryBackground: '#7B2FF7', primaryText: '#FFFFFF' },
    },
    meta: { storeName: 'After Dark Social Club', gaToken: 'G-AFTERDARK1' },
    layout: { header: 2, heroBanner: 5, footer: 2, pagination: true },
    previewMode: false,
    flags: { ageVerification: true, support: true },
  };
}
