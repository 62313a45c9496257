import { Link } from 'react-router-dom';
import { EMAIL_REPLY_TEXT, LIVE_CHAT_HOURS_TEXT } from './supportContact';

/** "Still need help?": live chat and email ticket, under a heading of the given level. */
export function ContactOptions({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby="support-contact-heading"
      css={(t) => ({
        marginTop: 32,
        padding: 16,
        background: t.tokens?.surface,
        borderRadius: t.radii?.md,
      })}
    >
      <H id="support-contact-heading" css={{ marginTop: 0 }}>
        Still need help?
      </H>
      <p>
        {LIVE_CHAT_HOURS_TEXT} <Link to="/live-chat">Chat with us</Link>
      </p>
      <p>
        {EMAIL_REPLY_TEXT} <Link to="/contact">Contact us</Link>
      </p>
    </section>
  );
}
