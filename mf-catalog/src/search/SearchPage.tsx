import { useIntl } from 'react-intl';
import { SEARCH_MESSAGES as m } from './messages';
import { PageHead, pageTitle, tileHref, tileTitle, useRemote, visuallyHidden } from '@store/shared';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@store/shared/router';
import { PRODUCTS_MESSAGES } from '../products/messages';
import { TileGrid, TileGridSkeleton } from '../tiles/TileGrid';

import { Pagination } from './Pagination';
import { isSearchable } from './productSearch';
import { useSearchResults, useSuggestions } from './useSearchResults';

export const SEARCH_LIST = 'Search results';

/** How long typing must pause before the address (and so the results) follows the box. */
export const TYPING_PAUSE_MS = 250;

/** /search?searchterm= — fuzzy search over every store product. */
/** A page number from the URL: a whole number from 1; anything else is page 1. */
export function pageParam(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export function SearchPage() {
  const { formatMessage: t } = useIntl();
  const { storeName } = useRemote();
  const [params, setParams] = useSearchParams();
  const term = params.get('searchterm') ?? '';
  const [draft, setDraft] = useState(term);
  // The box's first text: after that, its text is the shopper's (see the input).
  const [firstTerm] = useState(term);
  // The page lives in the URL (`page`), so a reload or a shared link shows the same page.
  const page = pageParam(params.get('page'));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const box = useRef<HTMLInputElement>(null);
  // The suggestions' index is read once the box has the focus (SPEC: the page autofocuses it).
  const [indexWanted, setIndexWanted] = useState(false);
  useEffect(() => {
    if (document.activeElement === box.current) setIndexWanted(true);
  }, []);
  // Letters typed into the server-rendered box before hydration are the shopper's: React keeps
  // them in the DOM while hydrating, and they become the draft (and, once typing pauses, the
  // search).
  useLayoutEffect(() => {
    const typed = box.current?.value;
    if (typed === undefined || typed === term) return;
    setDraft(typed);
    setOpen(true);
    typing.current = setTimeout(() => follow(typed, true), TYPING_PAUSE_MS);
    // Once, as the hydrated page mounts: later every edit reaches onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The address follows the box once typing pauses, not per keystroke: a keystroke then renders
  // the box and its suggestions only, and a typed word costs the store one search, not one per
  // letter. Submitting (Enter) goes at once.
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  // The address's term as the box last knew it: its own (typing paused, Enter) or one it was
  // shown. The address changes in a transition, which a keystroke may overtake on a slow phone:
  // the letters typed meanwhile are the shopper's, so the box's own term never resets the draft.
  const followed = useRef(term);
  const follow = (value: string, replace = false) => {
    followed.current = value;
    setParams(value ? { searchterm: value } : {}, { replace });
  };
  // Back/forward to another term: show it in the box (and drop a follow still pending).
  // (Not on mount: the draft starts as the term, or as what was typed before hydration.)
  useEffect(() => {
    if (term === followed.current) return;
    followed.current = term;
    clearTimeout(typing.current);
    if (box.current) box.current.value = term;
    setDraft(term);
  }, [term]);
  const setPage = (next: number) =>
    setParams(next > 1 ? { searchterm: term, page: String(next) } : { searchterm: term });

  const results = useSearchResults(term, page);
  const suggestions = useSuggestions(draft, open, indexWanted);

  const submit = (value: string) => {
    clearTimeout(typing.current);
    setOpen(false);
    setActive(-1);
    follow(value);
  };
  const close = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && suggestions.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp' && suggestions.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter' && active >= 0 && suggestions[active]) {
      e.preventDefault();
      const s = suggestions[active];
      navigate(tileHref(s), { state: { productId: s.productId || s.id, list: SEARCH_LIST } });
    }
  };

  return (
    <div css={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 16 }}>
      {/* Results pages are the shopper's own queries, not pages of the store. */}
      <PageHead title={pageTitle(t(m.title), storeName)} noindex />
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1 css={{ margin: 0 }}>{t(m.title)}</h1>
        <button
          type="button"
          aria-label={t(m.close)}
          onClick={close}
          css={{
            minWidth: 44,
            minHeight: 44,
            fontSize: 24,
            border: 0,
            background: 'none',
            color: 'inherit',
            cursor: 'pointer',
          }}
        >
          ×
        </button>
      </div>
      {/* A real GET form: before or without the page's scripts, the browser searches by itself. */}
      <form
        role="search"
        method="get"
        action="/search"
        onSubmit={(e) => {
          e.preventDefault();
          submit(draft.trim());
        }}
        css={{ position: 'relative', display: 'flex', gap: 8 }}
      >
        <label htmlFor={`${listId}-input`} css={visuallyHidden}>
          {t(m.label)}
        </label>
        <input
          id={`${listId}-input`}
          ref={box}
          name="searchterm"
          type="search"
          role="combobox"
          aria-expanded={suggestions.length > 0}
          aria-controls={`${listId}-list`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-opt-${active}` : undefined}
          // SPEC §2: the search page autofocuses the box (it is the page's only purpose).
          // eslint-disable-next-line jsx-a11y-x/no-autofocus
          autoFocus
          autoComplete="off"
          placeholder={t(m.placeholder)}
          // Uncontrolled: the box's text is the shopper's, and no render writes an older draft
          // over letters typed since (a slow phone's render can commit after a keystroke).
          defaultValue={firstTerm}
          onChange={(e) => {
            const v = e.target.value;
            setDraft(v);
            setOpen(true);
            setActive(-1);
            clearTimeout(typing.current);
            typing.current = setTimeout(() => follow(v, true), TYPING_PAUSE_MS);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setIndexWanted(true)}
          // Options never take the focus (the list keeps it in the box), so losing it means the
          // shopper left the combobox.
          onBlur={() => setOpen(false)}
          css={(t) => ({
            flex: 1,
            minHeight: 44,
            padding: '0 12px',
            fontSize: 16,
            border: `1px solid ${t.tokens.border}`,
            borderRadius: t.radii.md,
          })}
        />
        <button
          type="submit"
          css={(t) => ({
            minHeight: 44,
            padding: '0 16px',
            borderRadius: t.buttons.radius,
            border: 0,
            background: t.buttons.primaryBackground,
            color: t.buttons.primaryText,
            cursor: 'pointer',
          })}
        >
          {t(m.submit)}
        </button>
        {suggestions.length > 0 ? (
          <ul
            id={`${listId}-list`}
            role="listbox"
            aria-label={t(m.suggestions)}
            // A press anywhere in the list, its padding included, leaves the focus in the box.
            onMouseDown={(e) => e.preventDefault()}
            css={(t) => ({
              position: 'absolute',
              top: 48,
              left: 0,
              right: 0,
              zIndex: 10,
              listStyle: 'none',
              margin: 0,
              padding: 4,
              background: t.colors.background,
              border: `1px solid ${t.tokens.border}`,
              borderRadius: t.radii.md,
              boxShadow: `0 4px 12px ${t.tokens.shadow}`,
            })}
          >
            {suggestions.map((s, i) => (
              <li
                key={s.id}
                id={`${listId}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={() =>
                  navigate(tileHref(s), {
                    state: { productId: s.productId || s.id, list: SEARCH_LIST },
                  })
                }
                css={(t) => ({
                  padding: '10px 12px',
                  cursor: 'pointer',
                  background: i === active ? t.tokens.surface : undefined,
                })}
              >
                {tileTitle(s)}
              </li>
            ))}
          </ul>
        ) : null}
      </form>
      {!isSearchable(term) ? (
        <p>{t(m.tooShort)}</p>
      ) : results.loading ? (
        <TileGridSkeleton label={t(m.loading)} />
      ) : results.failed ? (
        <p role="alert">{t(PRODUCTS_MESSAGES.fetchFailed)}</p>
      ) : results.total === 0 ? (
        <p>{t(m.noResults, { term })}</p>
      ) : (
        <section aria-label={t(m.resultsRegion)}>
          <p>{t(m.results, { count: results.total, term })}</p>
          <TileGrid tiles={results.tiles} list={SEARCH_LIST} />
          <Pagination page={results.page} totalPages={results.totalPages} onChange={setPage} />
        </section>
      )}
    </div>
  );
}
