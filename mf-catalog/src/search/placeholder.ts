/** SPEC §2 Search: the placeholder is a product-type example unless the hero sets its own. */
export const DEFAULT_SEARCH_PLACEHOLDER = 'Search for t-shirts, hoodies, mugs…';
