import { Link } from 'react-router-dom';
import { Page } from '../ui/Page';

/** /contact-success: confirmation after the contact form. */
export function ContactSuccessPage() {
  return (
    <Page title="Thanks for contacting us">
      <p>
        Thank you for your message. Our support team replies to email tickets within 24 business
        hours.
      </p>
      <p>
        Meanwhile, our <Link to="/support">help centre</Link> may already have your answer.
      </p>
      <p>
        <Link to="/">Continue shopping</Link>
      </p>
    </Page>
  );
}
