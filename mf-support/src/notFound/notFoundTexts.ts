/** SPEC §2: the not-found page's texts in en (the page shows them in the shopper's language). */
export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_TEXT = 'Somehow you have come to a page that does not exist.';
