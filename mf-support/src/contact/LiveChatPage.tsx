import { Spinner, useRemote } from '@store/shared';
import { Link } from 'react-router-dom';
import { EMAIL_REPLY_TEXT, LIVE_CHAT_HOURS_TEXT } from '../help/supportContact';
import { Page } from '../ui/Page';
import { useChatScript } from './useChatScript';

export const LIVE_CHAT_UNAVAILABLE_TEXT = 'Live chat is currently unavailable.';
export const LIVE_CHAT_FAILED_TEXT = "Live chat couldn't be loaded right now.";

/**
 * /live-chat: with the store's livechat switch on (SPEC §9, off by default) and a chat service
 * configured, the support-chat script loads here on demand and opens the chat in this page;
 * otherwise, or when the script fails, the page says so plainly and offers the contact form.
 */
export function LiveChatPage() {
  const { config } = useRemote();
  const url = config.flags.livechat ? config.liveChatScriptUrl : null;
  const state = useChatScript(url);
  return (
    <Page title="Live chat">
      <p>
        Chat with our support team about your order, shipping, billing or returns.{' '}
        {LIVE_CHAT_HOURS_TEXT}
      </p>
      {state === 'loading' ? <Spinner label="Connecting you to support" /> : null}
      {state === 'off' ? <p role="status">{LIVE_CHAT_UNAVAILABLE_TEXT}</p> : null}
      {state === 'failed' ? <p role="alert">{LIVE_CHAT_FAILED_TEXT}</p> : null}
      {/* The chat script renders here. */}
      <div id="live-chat-root" />
      <p>
        {EMAIL_REPLY_TEXT} <Link to="/contact">Use the contact form</Link>
      </p>
      <p>
        Or browse answers in the <Link to="/support">help centre</Link>.
      </p>
    </Page>
  );
}
