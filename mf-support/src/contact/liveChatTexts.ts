/** The live-chat page's status texts in en (the page shows them in the shopper's language). */
export const LIVE_CHAT_UNAVAILABLE_TEXT = 'Live chat is currently unavailable.';
export const LIVE_CHAT_FAILED_TEXT = "Live chat couldn't be loaded right now.";
