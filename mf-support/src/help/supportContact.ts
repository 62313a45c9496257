/** SPEC §2 Other pages: support availability. */
export const LIVE_CHAT_HOURS_TEXT = 'Live chat is available 7 days a week.';
export const EMAIL_REPLY_TEXT =
  'Send us an email ticket and we will reply within 24 business hours.';
