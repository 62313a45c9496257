import searchOptions from './searchOptions.json';

/**
 * SPEC §5 search matching, one definition for the two places that search: the API's search route
 * (a term's results, api/src/catalog/search.ts) and the search box's suggestions (mf-catalog). Fuse.js
 * options as JSON, so the API (which runs none of shared's code) reads the same file.
 */
export const SEARCH_OPTIONS = searchOptions;
