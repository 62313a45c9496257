import { useTheme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { LegalPage } from './LegalPage';

/** SPEC §2: privacy policy; children under 13; opt-out within up to ten business days. */
export function PrivacyPolicyPage() {
  const { storeName } = useTheme();
  const store = storeName || 'this store';
  return (
    <LegalPage title="Privacy Policy">
      <p>
        This Privacy Policy explains what personal information {store} collects when you visit the
        store or buy from it, how we use it, who we share it with, and the choices you have.
      </p>

      <h2>1. Information we collect</h2>
      <ul>
        <li>
          <strong>Order information</strong>: your name, email address, shipping address, phone
          number and the products you buy, so we can print, ship and support your order.
        </li>
        <li>
          <strong>Payment information</strong>: card and wallet payments are handled by our payment
          providers. We receive a confirmation and limited details (such as the card brand and last
          four digits), never your full card number.
        </li>
        <li>
          <strong>Usage information</strong>: pages viewed, products added to the cart, device and
          browser type, and approximate location derived from your IP address, collected with
          cookies and similar technologies.
        </li>
        <li>
          <strong>Messages</strong>: what you send us through the contact form, email or live chat.
        </li>
      </ul>

      <h2>2. How we use your information</h2>
      <p>
        We use your information to process and deliver orders, send order and shipping updates,
        answer support requests, prevent fraud, remember your cart and preferences (region, currency
        and language), improve the store, and, if you agreed to it, send you marketing emails.
        Consent to marketing is never a condition of purchase.
      </p>

      <h2>3. Cookies</h2>
      <p>
        We use cookies to keep your cart, remember your preferences, measure how the store is used
        and, where permitted, show relevant advertising. You can block or delete cookies in your
        browser settings; the cart and checkout may not work without them.
      </p>

      <h2>4. Sharing your information</h2>
      <p>
        We share information only as needed to run the store: with our printing and fulfillment
        partners and shipping carriers to make and deliver your order, with payment providers to
        take payment, with service providers that host the store or help us with analytics and
        support, and with authorities when the law requires it. We do not sell your personal
        information.
      </p>

      <h2>5. Children&apos;s privacy</h2>
      <p>
        The store is not directed to children under 13, and we do not knowingly collect personal
        information from children under 13. If you believe a child under 13 has given us personal
        information, please <Link to="/contact">contact us</Link> and we will delete it.
      </p>

      <h2>6. Your choices and opting out</h2>
      <p>
        You can unsubscribe from marketing emails at any time with the link in any marketing email
        or by contacting us. Please allow up to ten business days for an opt-out request to take
        effect; you will still receive messages about orders you have placed. You may also ask us to
        access, correct or delete the personal information we hold about you, subject to records we
        must keep by law.
      </p>

      <h2>7. Data retention and security</h2>
      <p>
        We keep order records for as long as needed to fulfil orders, handle returns and meet legal,
        tax and accounting obligations. We protect information with encryption in transit, access
        controls and trusted providers, but no method of transmission or storage is completely
        secure.
      </p>

      <h2>8. Changes to this policy</h2>
      <p>
        We may update this policy from time to time. The date at the top of this page shows when it
        was last changed.
      </p>

      <h2>9. Contact</h2>
      <p>
        Questions about your privacy? Reach us through our <Link to="/contact">contact form</Link>.
        See also our <Link to="/terms-of-use">Terms of Use</Link>.
      </p>
    </LegalPage>
  );
}
