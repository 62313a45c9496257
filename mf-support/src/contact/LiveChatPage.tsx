import { fixedPageHead, Spinner, useHeadWords, useRemote } from '@store/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { HELP_MESSAGES } from '../help/messages';
import { Page } from '../ui/Page';
import { CONTACT_PAGE_MESSAGES as m } from './messages';
import { useChatScript } from './useChatScript';

/**
 * /live-chat: with the store's livechat switch on (SPEC §9, off by default) and a chat service
 * configured, the support-chat script loads here on demand and opens the chat in this page;
 * otherwise, or when the script fails, the page says so plainly and offers the contact form.
 */
export function LiveChatPage() {
  const { formatMessage: t } = useIntl();
  const { config } = useRemote();
  const url = config.flags.livechat ? config.liveChatScriptUrl : null;
  const state = useChatScript(url);
  const head = fixedPageHead('liveChat', useHeadWords());
  return (
    <Page head={head}>
      <p>
        {t(m.chatIntro)} {t(HELP_MESSAGES.liveChatHours)}
      </p>
      {state === 'loading' ? <Spinner label={t(m.chatConnecting)} /> : null}
      {state === 'off' ? <p role="status">{t(m.chatUnavailable)}</p> : null}
      {state === 'failed' ? <p role="alert">{t(m.chatFailed)}</p> : null}
      {/* The chat script renders here. */}
      <div id="live-chat-root" />
      <p>
        {t(HELP_MESSAGES.emailReply)} <Link to="/contact">{t(m.useContactForm)}</Link>
      </p>
      <p>
        {t(m.browseHelp, { link: (chunks: ReactNode[]) => <Link to="/support">{chunks}</Link> })}
      </p>
    </Page>
  );
}
