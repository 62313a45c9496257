/**
 * The help centre's articles (static seed data, the same four SPEC categories for every store, in
 * this order). Bodies are HTML the front end renders through DOMPurify; links are store paths.
 */
import type { SupportArticle, SupportCategory } from '@store/shared/src/types';

export type { SupportArticle, SupportCategory };

/** SPEC §1 and §7: kept equal to shared's FREE_RETURN_DAYS and ORDER_RECOVERY_DAYS (a test checks). */
export const RETURN_DAYS = 30;
export const RECOVERY_DAYS = 60;

export const SUPPORT_CATEGORY_NAMES = [
  'About my order',
  'Shipping',
  'Billing',
  'Understanding our policies',
] as const;

export function supportArticles(): SupportCategory[] {
  return [
    {
      name: 'About my order',
      slug: 'about-my-order',
      articles: [
        {
          slug: 'track-my-order',
          title: 'Track my order',
          body: `<p>Every product is printed just for you after you order, so your order goes through production before it ships. You can follow it at every step with your order number.</p><ul><li>Find your order number in the order confirmation email we sent after checkout.</li><li>Open the order tracking page and enter the order number.</li><li>You will see whether your order is in production, shipped or delivered, with the carrier tracking number once it has shipped.</li></ul><p><a href="/track">Track your order</a></p><p>Lost your order number? We can email you the orders placed with your email address during the past ${RECOVERY_DAYS} days.</p><p><a href="/support/track/recover">Recover my order number</a></p>`,
        },
        {
          slug: 'lost-order-number',
          title: 'I lost my order number',
          body: `<p>Your order number is in the confirmation email sent right after checkout. Check your spam or promotions folder if you cannot find it.</p><p>Still missing? Enter the email address you used at checkout on the recover page and we will send you a list of your orders from the past ${RECOVERY_DAYS} days.</p><p><a href="/support/track/recover">Recover my order number</a></p>`,
        },
        {
          slug: 'change-or-cancel-my-order',
          title: 'Can I change or cancel my order?',
          body: `<p>Because every item is printed on demand, production starts soon after you order. We can usually change the size, colour or shipping address, or cancel the order, only within a few hours of purchase, before printing has begun.</p><p>Contact us as soon as possible with your order number and the change you need. Once an order is in production it can no longer be changed, but you can still use our free return policy after it arrives.</p><p><a href="/contact">Contact us</a></p>`,
        },
        {
          slug: 'damaged-or-wrong-item',
          title: 'My item arrived damaged or wrong',
          body: `<p>We are sorry! If an item arrives damaged, misprinted, or is not what you ordered, we will replace it or refund it at no cost to you.</p><ul><li>Take a photo of the item showing the problem, and of the shipping label.</li><li>Send us the photos with your order number through the contact form.</li><li>We will reply with a replacement or refund; you do not need to send the item back.</li></ul><p><a href="/contact">Contact us</a></p>`,
        },
      ],
    },
    {
      name: 'Shipping',
      slug: 'shipping',
      articles: [
        {
          slug: 'shipping-times',
          title: 'How long will my order take to arrive?',
          body: `<p>Delivery time is production time plus shipping time. Production usually takes 2 to 5 business days, since each item is printed after you order.</p><ul><li>Standard delivery: the most affordable option, arriving within the estimate shown at checkout.</li><li>Rush delivery: faster production and shipping.</li><li>Super rush delivery: our fastest option where available.</li></ul><p>The checkout shows a delivery estimate (for example &quot;Delivery between Mar 3 - Mar 9&quot;) for your address and the option you choose. Digital products are delivered by email and need no shipping.</p>`,
        },
        {
          slug: 'shipping-destinations',
          title: 'Where do you ship?',
          body: `<p>We ship to the United States, Canada, the European Union, Australia and most other countries. Choose your shipping region and currency from the preferences button at the bottom of every page.</p><p>If an item cannot be shipped to your address, checkout will tell you before you pay: &#x27;Sorry, we can&#x27;t deliver the items to your destination.&#x27; Changing the destination or contacting support will help you complete the purchase.</p><p>International orders may be subject to import duties and taxes charged by the destination country, which are paid by the recipient.</p>`,
        },
        {
          slug: 'shipping-costs',
          title: 'How much does shipping cost?',
          body: `<p>Shipping cost depends on your destination, the number of items and the delivery option you pick. The cart subtotal does not include shipping or taxes; both are calculated at checkout once you enter your address, before you pay.</p><p>Some promo codes give free shipping. Enter the code at checkout after your address to see the discount applied.</p>`,
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
          body: `<p>Depending on your region and device, checkout offers some of these payment methods:</p><ul><li>Credit and debit cards (Visa, Mastercard, American Express, Discover)</li><li>Apple Pay and Google Pay</li><li>PayPal</li><li>Afterpay (pay in instalments, United States only)</li></ul><p>Payments are processed securely by our payment providers; we never store your full card number.</p>`,
        },
        {
          slug: 'card-declined',
          title: 'Why was my card declined?',
          body: `<p>Checkout shows the reason your bank gave, for example insufficient funds, an expired card or an incorrect security code. Check the card details and try again, or use another payment method.</p><p>A declined payment is not charged. If your bank shows a pending amount, it is a temporary authorization that your bank releases automatically.</p>`,
        },
        {
          slug: 'promo-codes',
          title: 'How do I use a promo code?',
          body: `<p>Enter your address at checkout first, then type the code in the promo code field and choose Apply. The discount appears in your order summary.</p><p>Only one code can be used per order. If a code cannot be applied you will see why; codes may have expired or apply only to certain products or shipping.</p>`,
        },
      ],
    },
    {
      name: 'Understanding our policies',
      slug: 'understanding-our-policies',
      articles: [
        {
          slug: 'return-policy',
          title: `Our ${RETURN_DAYS} day free return policy`,
          body: `<p>Not happy with your purchase? You can return physical products within ${RETURN_DAYS} days of delivery for free.</p><ul><li>Contact us with your order number and the items you want to return.</li><li>We will email you a prepaid return label.</li><li>Pack the items unworn and unwashed, attach the label and drop the parcel off with the carrier.</li><li>Your refund goes back to your original payment method within 5 to 10 business days after we receive the return.</li></ul><p>Digital products cannot be returned once delivered. Items that arrive damaged or wrong are replaced or refunded without being returned.</p><p><a href="/contact">Start a return</a></p>`,
        },
        {
          slug: 'exchanges',
          title: 'Can I exchange an item for another size?',
          body: `<p>Because every item is printed on demand, we do not swap items directly. Return the item for free within ${RETURN_DAYS} days and place a new order in the size you need. Check the size guide on each product page before ordering.</p>`,
        },
        {
          slug: 'privacy-and-terms',
          title: 'Privacy and terms of use',
          body: `<p>Our Terms of Use explain the rules for using the store and buying from it, and our Privacy Policy explains what information we collect and how we use it.</p><p><a href="/terms-of-use">Terms of Use</a></p><p><a href="/privacy-policy">Privacy Policy</a></p>`,
        },
      ],
    },
  ];
}
