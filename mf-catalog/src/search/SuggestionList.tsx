import { useIntl } from 'react-intl';
import { tileTitle, type ProductTile } from '@store/shared';
import { SEARCH_MESSAGES as m } from './messages';

export interface SuggestionListProps {
  listId: string;
  suggestions: readonly ProductTile[];
  active: number;
  onPick: (tile: ProductTile) => void;
}

/** The combobox's listbox; its options never take the focus, which stays in the box. */
export function SuggestionList({ listId, suggestions, active, onPick }: SuggestionListProps) {
  const { formatMessage: t } = useIntl();
  if (suggestions.length === 0) return null;
  return (
    <ul
      id={`${listId}-list`}
      role="listbox"
      aria-label={t(m.suggestions)}
      // A press anywhere in the list, its padding included, leaves the focus in the box.
      onMouseDown={(e) => e.preventDefault()}
      css={(th) => ({
        position: 'absolute',
        top: 48,
        left: 0,
        right: 0,
        zIndex: 10,
        listStyle: 'none',
        margin: 0,
        padding: 4,
        background: th.colors.background,
        border: `1px solid ${th.tokens.border}`,
        borderRadius: th.radii.md,
        boxShadow: `0 4px 12px ${th.tokens.shadow}`,
      })}
    >
      {suggestions.map((s, i) => (
        <li
          key={s.id}
          id={`${listId}-opt-${i}`}
          role="option"
          aria-selected={i === active}
          onMouseDown={() => onPick(s)}
          css={(th) => ({
            padding: '10px 12px',
            cursor: 'pointer',
            background: i === active ? th.tokens.surface : undefined,
          })}
        >
          {tileTitle(s)}
        </li>
      ))}
    </ul>
  );
}
