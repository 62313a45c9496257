import { enText } from '@store/shared';
import { HELP_MESSAGES } from './messages';

/** SPEC §2 Other pages: support availability. */
export const LIVE_CHAT_HOURS_TEXT = enText(HELP_MESSAGES.liveChatHours);
export const EMAIL_REPLY_TEXT = enText(HELP_MESSAGES.emailReply);
