import { Link } from 'react-router-dom';

/** /checkout/express — the legacy express flow is not built yet; say so honestly. */
export function ExpressCheckoutPage() {
  return (
    <div css={{ padding: 16 }}>
      <h1>Express checkout</h1>
      <p>Express checkout is not available yet.</p>
      <Link to="/cart">Back to cart</Link>
    </div>
  );
}
