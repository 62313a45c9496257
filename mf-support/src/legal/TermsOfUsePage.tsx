import { useTheme } from '@emotion/react';
import { FREE_RETURN_DAYS } from '@store/shared';
import { Link } from 'react-router-dom';
import { LegalPage } from './LegalPage';

/** SPEC §2: terms of use; users must be 18 or older; liability capped at $50. */
export function TermsOfUsePage() {
  const { storeName } = useTheme();
  const store = storeName || 'this store';
  return (
    <LegalPage title="Terms of Use">
      <p>
        Welcome to {store}. These Terms of Use govern your access to and use of this online store,
        including browsing, buying products and contacting our support team. By using the store you
        agree to these terms. If you do not agree, please do not use the store.
      </p>

      <h2>1. Who may use the store</h2>
      <p>
        You must be 18 years of age or older to use this store and to place an order. By placing an
        order you confirm that you are at least 18 years old and legally able to enter into a
        binding contract. If you are under 18, you may only browse the store under the supervision
        of a parent or legal guardian, who must place any order on your behalf.
      </p>

      <h2>2. Print-on-demand products</h2>
      <p>
        Every product is printed to order after you buy it. Colours shown on screen may differ
        slightly from the printed product because of differences between displays and printing
        processes. Product designs are provided by the store owner, who is responsible for having
        the rights to use them.
      </p>

      <h2>3. Orders, prices and payment</h2>
      <p>
        All prices are shown in the currency you select and include the item price only; shipping
        and any applicable taxes are calculated at checkout before you pay. An order is accepted
        when we send you an order confirmation. We may refuse or cancel an order, for example when a
        product is no longer available or a pricing error occurred; in that case any amount you paid
        is refunded in full. Payments are processed by our payment providers; we do not store your
        full card number.
      </p>

      <h2>4. Shipping and delivery</h2>
      <p>
        Estimated delivery dates are shown at checkout. They are estimates, not guarantees, and may
        be affected by production volume, carriers and customs. Risk of loss passes to you when the
        carrier delivers your order to the address you provided.
      </p>

      <h2>5. Returns and refunds</h2>
      <p>
        We offer a {FREE_RETURN_DAYS} day free return policy on physical products. Digital products
        cannot be returned once they have been delivered. Details of how to return an item are in
        our <Link to="/support">help centre</Link>.
      </p>

      <h2>6. Acceptable use</h2>
      <p>
        You agree not to misuse the store: you may not attempt to gain unauthorized access to our
        systems, interfere with the store&apos;s operation, use automated means to scrape or place
        orders, or use the store for any unlawful purpose. You may report a product you believe
        infringes your rights through the report link on its page.
      </p>

      <h2>7. Intellectual property</h2>
      <p>
        The store, its software and its content are protected by copyright, trademark and other
        laws. Buying a product gives you ownership of that physical or digital item for personal
        use; it does not transfer any rights in the design itself.
      </p>

      <h2>8. Disclaimer</h2>
      <p>
        The store is provided &quot;as is&quot; and &quot;as available&quot;. To the fullest extent
        permitted by law, we disclaim all warranties, express or implied, including warranties of
        merchantability, fitness for a particular purpose and non-infringement, except those that
        cannot be excluded by law.
      </p>

      <h2>9. Limitation of liability</h2>
      <p>
        To the fullest extent permitted by law, we are not liable for any indirect, incidental,
        special, consequential or punitive damages arising out of your use of the store. Our total
        liability to you for all claims arising out of or relating to these terms, the store or any
        order is limited to fifty US dollars ($50).
      </p>

      <h2>10. Changes to these terms</h2>
      <p>
        We may update these terms from time to time. The date at the top of this page shows when
        they were last changed. Continuing to use the store after a change means you accept the
        updated terms.
      </p>

      <h2>11. Contact</h2>
      <p>
        Questions about these terms? Reach us through our <Link to="/contact">contact form</Link>.
        See also our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </LegalPage>
  );
}
