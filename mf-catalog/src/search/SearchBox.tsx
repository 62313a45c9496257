import type { Theme } from '@emotion/react';
import { useId, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@store/shared/router';
import { tileHref, visuallyHidden, type ProductTile } from '@store/shared';
import { SEARCH_MESSAGES as m } from './messages';
import { SuggestionList } from './SuggestionList';
import { useSearchBox } from './useSearchBox';
import { useSuggestions } from './useSearchResults';

export const SEARCH_LIST = 'Search results';

const inputCss = (th: Theme) => ({
  flex: 1,
  minHeight: 44,
  padding: '0 12px',
  fontSize: 16,
  border: `1px solid ${th.tokens.border}`,
  borderRadius: th.radii.md,
});

const submitCss = (th: Theme) => ({
  minHeight: 44,
  padding: '0 16px',
  borderRadius: th.buttons.radius,
  border: 0,
  background: th.buttons.primaryBackground,
  color: th.buttons.primaryText,
  cursor: 'pointer',
});

/**
 * The search form: a combobox whose suggestions come from the store's products as the shopper
 * types. A real GET form: before or without the page's scripts, the browser searches by itself.
 */
export function SearchBox() {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const listId = useId();
  const s = useSearchBox();
  const { active, setActive, setOpen } = s;
  const suggestions = useSuggestions(s.draft, s.open, s.indexWanted);
  const pick = (tile: ProductTile) =>
    navigate(tileHref(tile), {
      state: { productId: tile.productId || tile.id, list: SEARCH_LIST },
    });
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
      pick(suggestions[active]);
    }
  };

  return (
    <form
      role="search"
      method="get"
      action="/search"
      onSubmit={(e) => {
        e.preventDefault();
        s.submit(s.draft.trim());
      }}
      css={{ position: 'relative', display: 'flex', gap: 8 }}
    >
      <label htmlFor={`${listId}-input`} css={visuallyHidden}>
        {t(m.label)}
      </label>
      <input
        id={`${listId}-input`}
        ref={s.box}
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
        defaultValue={s.firstTerm}
        onChange={(e) => s.edited(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => s.setIndexWanted(true)}
        // Options never take the focus (the list keeps it in the box), so losing it means the
        // shopper left the combobox.
        onBlur={() => setOpen(false)}
        css={inputCss}
      />
      <button type="submit" css={submitCss}>
        {t(m.submit)}
      </button>
      <SuggestionList listId={listId} suggestions={suggestions} active={active} onPick={pick} />
    </form>
  );
}
