/** Support articles (static seed data, the same four categories for every store, in this order). */
import type { SupportArticle, SupportCategory } from '@store/shared/src/types';

export type { SupportArticle, SupportCategory };

export const SUPPORT_CATEGORY_NAMES = [
  'About my order',
  'Shipping',
  'Billing',
  'Understanding our policies',
] as const;

export function supportArticles(storeName: string): SupportCategory[] {
  return [
    {
      name: 'About my order',
      slug: 'about-my-order',
      articles: [
        {
          slug: 'where-is-my-order',
          title: 'Where is my order?',
          body: '<p>Every item is printed to order, which takes 2–4 business days. Once it ships you get an email with a tracking link. You can also find your order at any time with <a href="/orders/lookup">order lookup</a>.</p>',
        },
        {
          slug: 'change-or-cancel',
          title: 'Can I change or cancel my order?',
          body: `<p>Orders go to print quickly. Write to ${storeName} support within <strong>24 hours</strong> of ordering and we will do our best to change or cancel it.</p>`,
        },
        {
          slug: 'pre-orders',
          title: 'How do pre-orders work?',
          body: '<p>Pre-order items are printed in the next run. The listing shows the expected ship date; you are charged when you order.</p>',
        },
      ],
    },
    {
      name: 'Shipping',
      slug: 'shipping',
      articles: [
        {
          slug: 'shipping-options',
          title: 'What shipping options are there?',
          body: '<ul><li>Standard: 5–9 business days</li><li>Rush: 3–5 business days</li><li>Super rush: 2–3 business days</li></ul>',
        },
        {
          slug: 'international-shipping',
          title: 'Do you ship internationally?',
          body: '<p>We ship to the US, Canada, the UK, Australia and much of the EU. Other destinations are not supported yet.</p>',
        },
      ],
    },
    {
      name: 'Billing',
      slug: 'billing',
      articles: [
        {
          slug: 'payment-methods',
          title: 'Which payment methods do you accept?',
          body: '<p>Visa, Mastercard, American Express, PayPal, Apple Pay, Google Pay and Afterpay (US).</p>',
        },
        {
          slug: 'card-declined',
          title: 'Why was my card declined?',
          body: '<p>Your bank declined the payment. Check the card number, expiry date and security code, or try another card.</p>',
        },
      ],
    },
    {
      name: 'Understanding our policies',
      slug: 'understanding-our-policies',
      articles: [
        {
          slug: 'returns',
          title: 'What is the return policy?',
          body: '<p>Because every item is made for you, we replace items that arrive damaged or misprinted within <strong>30 days</strong>. Size exchanges are not offered.</p>',
        },
        {
          slug: 'privacy',
          title: 'How do you use my data?',
          body: '<p>We use your details only to make and deliver your order. Marketing emails are opt-in.</p>',
        },
      ],
    },
  ];
}
