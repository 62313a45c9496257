import { getRuntimeConfig } from '@store/shared';
import { Link } from 'react-router-dom';
import { EMAIL_REPLY_TEXT, LIVE_CHAT_HOURS_TEXT } from '../help/supportContact';
import { Page } from '../ui/Page';

export const LIVE_CHAT_UNAVAILABLE_TEXT = 'Live chat is currently unavailable.';

/**
 * /live-chat. The chat script is an external service loaded on demand; it is not wired into this
 * store, and the livechat feature switch is off by default (SPEC §9). So the page says so plainly
 * and offers the contact form.
 */
export function LiveChatPage() {
  const enabled = getRuntimeConfig().flags.livechat;
  return (
    <Page title="Live chat">
      <p>
        Chat with our support team about your order, shipping, billing or returns.{' '}
        {LIVE_CHAT_HOURS_TEXT}
      </p>
      {enabled ? (
        <p role="status">
          Live chat is switched on for this store, but the chat service is not connected yet, so a
          chat cannot be started from this page.
        </p>
      ) : (
        <p role="status">{LIVE_CHAT_UNAVAILABLE_TEXT}</p>
      )}
      <p>
        {EMAIL_REPLY_TEXT} <Link to="/contact">Use the contact form</Link>
      </p>
      <p>
        Or browse answers in the <Link to="/support">help centre</Link>.
      </p>
    </Page>
  );
}
