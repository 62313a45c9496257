import { useIntl } from 'react-intl';
import { SEARCH_MESSAGES as m } from './messages';
import { fixedPageHead, PageHead, useHeadWords } from '@store/shared';
import { useLocation, useNavigate, useSearchParams } from '@store/shared/router';
import { PRODUCTS_MESSAGES } from '../products/messages';
import { TileGrid, TileGridSkeleton } from '../tiles/TileGrid';
import { Pagination } from './Pagination';
import { closeTarget } from './closeSearch';
import { isSearchable } from './productSearch';
import { SEARCH_LIST, SearchBox } from './SearchBox';
import { useSearchResults } from './useSearchResults';

/** A page number from the URL: a whole number from 1; anything else is page 1. */
export function pageParam(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

const closeCss = {
  minWidth: 44,
  minHeight: 44,
  fontSize: 24,
  border: 0,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
};

/** /search?searchterm= — fuzzy search over every store product. */
export function SearchPage() {
  const { formatMessage: t } = useIntl();
  const { name, ...head } = fixedPageHead('search', useHeadWords());
  const navigate = useNavigate();
  const location = useLocation();
  const close = () => {
    const target = closeTarget({
      movedInApp: location.key !== 'default',
      referrer: document.referrer,
      origin: window.location.origin,
      historyLength: window.history.length,
    });
    if (target === 'app-back') navigate(-1);
    else if (target === 'page-back') window.history.back();
    else navigate('/');
  };

  return (
    <div css={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 16 }}>
      {/* Results pages are the shopper's own queries, not pages of the store (noindex). */}
      <PageHead {...head} />
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1 css={{ margin: 0 }}>{name}</h1>
        <button type="button" aria-label={t(m.close)} onClick={close} css={closeCss}>
          ×
        </button>
      </div>
      <SearchBox />
      <SearchResults />
    </div>
  );
}

/** The address's term's results, a page at a time (the page lives in the URL, `page`). */
function SearchResults() {
  const { formatMessage: t } = useIntl();
  const [params, setParams] = useSearchParams();
  const term = params.get('searchterm') ?? '';
  const results = useSearchResults(term, pageParam(params.get('page')));
  const setPage = (next: number) =>
    setParams(next > 1 ? { searchterm: term, page: String(next) } : { searchterm: term });
  if (!isSearchable(term)) return <p>{t(m.tooShort)}</p>;
  if (results.loading) return <TileGridSkeleton label={t(m.loading)} />;
  if (results.failed) return <p role="alert">{t(PRODUCTS_MESSAGES.fetchFailed)}</p>;
  if (results.total === 0) return <p>{t(m.noResults, { term })}</p>;
  return (
    <section aria-label={t(m.resultsRegion)}>
      <p>{t(m.results, { count: results.total, term })}</p>
      <TileGrid tiles={results.tiles} list={SEARCH_LIST} />
      <Pagination page={results.page} totalPages={results.totalPages} onChange={setPage} />
    </section>
  );
}
