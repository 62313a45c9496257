import { FREE_RETURN_DAYS, ORDER_RECOVERY_DAYS } from '@store/shared';
import type { HelpCategory } from './articleTypes';

/**
 * The help centre's articles, kept locally until an articles API exists. Only `articleSource.ts`
 * reads this module, so swapping it for API calls changes one file.
 */
export const HELP_CATEGORIES: HelpCategory[] = [
  {
    id: 'about-my-order',
    name: 'About my order',
    articles: [
      {
        slug: 'track-my-order',
        title: 'Track my order',
        body: [
          {
            type: 'p',
            text: 'Every product is printed just for you after you order, so your order goes through production before it ships. You can follow it at every step with your order number.',
          },
          {
            type: 'list',
            items: [
              'Find your order number in the order confirmation email we sent after checkout.',
              'Open the order tracking page and enter the order number.',
              'You will see whether your order is in production, shipped or delivered, with the carrier tracking number once it has shipped.',
            ],
          },
          { type: 'link', text: 'Track your order', to: '/track' },
          {
            type: 'p',
            text: `Lost your order number? We can email you the orders placed with your email address during the past ${ORDER_RECOVERY_DAYS} days.`,
          },
          { type: 'link', text: 'Recover my order number', to: '/support/track/recover' },
        ],
      },
      {
        slug: 'lost-order-number',
        title: 'I lost my order number',
        body: [
          {
            type: 'p',
            text: 'Your order number is in the confirmation email sent right after checkout. Check your spam or promotions folder if you cannot find it.',
          },
          {
            type: 'p',
            text: `Still missing? Enter the email address you used at checkout on the recover page and we will send you a list of your orders from the past ${ORDER_RECOVERY_DAYS} days.`,
          },
          { type: 'link', text: 'Recover my order number', to: '/support/track/recover' },
        ],
      },
      {
        slug: 'change-or-cancel-my-order',
        title: 'Can I change or cancel my order?',
        body: [
          {
            type: 'p',
            text: 'Because every item is printed on demand, production starts soon after you order. We can usually change the size, colour or shipping address, or cancel the order, only within a few hours of purchase, before printing has begun.',
          },
          {
            type: 'p',
            text: 'Contact us as soon as possible with your order number and the change you need. Once an order is in production it can no longer be changed, but you can still use our free return policy after it arrives.',
          },
          { type: 'link', text: 'Contact us', to: '/contact' },
        ],
      },
      {
        slug: 'damaged-or-wrong-item',
        title: 'My item arrived damaged or wrong',
        body: [
          {
            type: 'p',
            text: 'We are sorry! If an item arrives damaged, misprinted, or is not what you ordered, we will replace it or refund it at no cost to you.',
          },
          {
            type: 'list',
            items: [
              'Take a photo of the item showing the problem, and of the shipping label.',
              'Send us the photos with your order number through the contact form.',
              'We will reply with a replacement or refund; you do not need to send the item back.',
            ],
          },
          { type: 'link', text: 'Contact us', to: '/contact' },
        ],
      },
    ],
  },
  {
    id: 'shipping',
    name: 'Shipping',
    articles: [
      {
        slug: 'shipping-times',
        title: 'How long will my order take to arrive?',
        body: [
          {
            type: 'p',
            text: 'Delivery time is production time plus shipping time. Production usually takes 2 to 5 business days, since each item is printed after you order.',
          },
          {
            type: 'list',
            items: [
              'Standard delivery: the most affordable option, arriving within the estimate shown at checkout.',
              'Rush delivery: faster production and shipping.',
              'Super rush delivery: our fastest option where available.',
            ],
          },
          {
            type: 'p',
            text: 'The checkout shows a delivery estimate (for example "Delivery between Mar 3 - Mar 9") for your address and the option you choose. Digital products are delivered by email and need no shipping.',
          },
        ],
      },
      {
        slug: 'shipping-destinations',
        title: 'Where do you ship?',
        body: [
          {
            type: 'p',
            text: 'We ship to the United States, Canada, the European Union, Australia and most other countries. Choose your shipping region and currency from the preferences button at the bottom of every page.',
          },
          {
            type: 'p',
            text: "If an item cannot be shipped to your address, checkout will tell you before you pay: 'Sorry, we can't deliver the items to your destination.' Changing the destination or contacting support will help you complete the purchase.",
          },
          {
            type: 'p',
            text: 'International orders may be subject to import duties and taxes charged by the destination country, which are paid by the recipient.',
          },
        ],
      },
      {
        slug: 'shipping-costs',
        title: 'How much does shipping cost?',
        body: [
          {
            type: 'p',
            text: 'Shipping cost depends on your destination, the number of items and the delivery option you pick. The cart subtotal does not include shipping or taxes; both are calculated at checkout once you enter your address, before you pay.',
          },
          {
            type: 'p',
            text: 'Some promo codes give free shipping. Enter the code at checkout after your address to see the discount applied.',
          },
        ],
      },
    ],
  },
  {
    id: 'billing',
    name: 'Billing',
    articles: [
      {
        slug: 'payment-methods',
        title: 'Which payment methods do you accept?',
        body: [
          {
            type: 'p',
            text: 'Depending on your region and device, checkout offers some of these payment methods:',
          },
          {
            type: 'list',
            items: [
              'Credit and debit cards (Visa, Mastercard, American Express, Discover)',
              'Apple Pay and Google Pay',
              'PayPal',
              'Afterpay (pay in instalments, United States only)',
            ],
          },
          {
            type: 'p',
            text: 'Payments are processed securely by our payment providers; we never store your full card number.',
          },
        ],
      },
      {
        slug: 'card-declined',
        title: 'Why was my card declined?',
        body: [
          {
            type: 'p',
            text: 'Checkout shows the reason your bank gave, for example insufficient funds, an expired card or an incorrect security code. Check the card details and try again, or use another payment method.',
          },
          {
            type: 'p',
            text: 'A declined payment is not charged. If your bank shows a pending amount, it is a temporary authorization that your bank releases automatically.',
          },
        ],
      },
      {
        slug: 'promo-codes',
        title: 'How do I use a promo code?',
        body: [
          {
            type: 'p',
            text: 'Enter your address at checkout first, then type the code in the promo code field and choose Apply. The discount appears in your order summary.',
          },
          {
            type: 'p',
            text: 'Only one code can be used per order. If a code cannot be applied you will see why; codes may have expired or apply only to certain products or shipping.',
          },
        ],
      },
    ],
  },
  {
    id: 'understanding-our-policies',
    name: 'Understanding our policies',
    articles: [
      {
        slug: 'return-policy',
        title: `Our ${FREE_RETURN_DAYS} day free return policy`,
        body: [
          {
            type: 'p',
            text: `Not happy with your purchase? You can return physical products within ${FREE_RETURN_DAYS} days of delivery for free.`,
          },
          {
            type: 'list',
            items: [
              'Contact us with your order number and the items you want to return.',
              'We will email you a prepaid return label.',
              'Pack the items unworn and unwashed, attach the label and drop the parcel off with the carrier.',
              'Your refund goes back to your original payment method within 5 to 10 business days after we receive the return.',
            ],
          },
          {
            type: 'p',
            text: 'Digital products cannot be returned once delivered. Items that arrive damaged or wrong are replaced or refunded without being returned.',
          },
          { type: 'link', text: 'Start a return', to: '/contact' },
        ],
      },
      {
        slug: 'exchanges',
        title: 'Can I exchange an item for another size?',
        body: [
          {
            type: 'p',
            text: `Because every item is printed on demand, we do not swap items directly. Return the item for free within ${FREE_RETURN_DAYS} days and place a new order in the size you need. Check the size guide on each product page before ordering.`,
          },
        ],
      },
      {
        slug: 'privacy-and-terms',
        title: 'Privacy and terms of use',
        body: [
          {
            type: 'p',
            text: 'Our Terms of Use explain the rules for using the store and buying from it, and our Privacy Policy explains what information we collect and how we use it.',
          },
          { type: 'link', text: 'Terms of Use', to: '/terms-of-use' },
          { type: 'link', text: 'Privacy Policy', to: '/privacy-policy' },
        ],
      },
    ],
  },
];
