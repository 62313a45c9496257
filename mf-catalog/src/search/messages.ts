import { defineCatalog } from '@store/shared';
import { defineMessage, defineMessages } from 'react-intl';

/** The search page's words; `en` is the SPEC's text ('No results for "{term}"', 12 a page). */
const messages = defineMessages({
  close: { id: 'search.close', defaultMessage: 'Close search' },
  label: { id: 'search.label', defaultMessage: 'Search products' },
  submit: { id: 'search.submit', defaultMessage: 'Search' },
  placeholder: { id: 'search.placeholder', defaultMessage: 'Search for t-shirts, hoodies, mugs…' },
  suggestions: { id: 'search.suggestions', defaultMessage: 'Suggestions' },
  tooShort: { id: 'search.tooShort', defaultMessage: 'Type at least 3 characters to search.' },
  loading: { id: 'search.loading', defaultMessage: 'Loading results' },
  noResults: defineMessage<{ term: string }>({
    id: 'search.noResults',
    defaultMessage: 'No results for "{term}"',
  }),
  results: defineMessage<{ count: number; term: string }>({
    id: 'search.results',
    defaultMessage: '{count, plural, one {# result} other {# results}} for "{term}"',
  }),
  resultsRegion: { id: 'search.resultsRegion', defaultMessage: 'Search results' },
  pages: { id: 'search.pages', defaultMessage: 'Search results pages' },
  first: { id: 'search.first', defaultMessage: 'First page' },
  previous: { id: 'search.previous', defaultMessage: 'Previous page' },
  next: { id: 'search.next', defaultMessage: 'Next page' },
  last: { id: 'search.last', defaultMessage: 'Last page' },
  pageOf: defineMessage<{ page: number; total: number }>({
    id: 'search.pageOf',
    defaultMessage: 'Page {page} of {total}',
  }),
});

export const SEARCH_MESSAGES = messages;

export const searchCatalog = defineCatalog(messages);
