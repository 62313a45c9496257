import { useTheme } from '@emotion/react';
import { mq } from '@store/shared';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link, useLocation } from '@store/shared/router';
import type { MenuItem } from './collectionTree';
import { useIntl } from 'react-intl';
import { LAYOUT_MESSAGES as m } from './messages';

const mobile = mq.mobile;

/** A top-level collection with a disclosure button for its sub-collections (flyout). */
function MenuEntry({ item }: { item: MenuItem }) {
  const { formatMessage: t } = useIntl();
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  const linkCss = {
    color: theme.colors.headerText,
    textDecoration: 'none',
    padding: '10px 8px',
    display: 'inline-block',
  };

  return (
    // Escape and focus leaving come from the item's own link, button and submenu links: delegated.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <li css={{ position: 'relative', listStyle: 'none' }} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Link to={`/${item.slug}`} css={linkCss}>
        {item.name}
      </Link>
      {item.children.length > 0 && (
        <>
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t(m.subCollections, { name: item.name })}
            onClick={() => setOpen((o) => !o)}
            css={{
              border: 0,
              background: 'none',
              color: theme.colors.headerText,
              cursor: 'pointer',
              minWidth: 32,
              minHeight: 44,
            }}
          >
            <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </button>
          <ul
            id={panelId}
            hidden={!open}
            css={{
              position: 'absolute',
              top: '100%',
              left: 0,
              zIndex: 50,
              minWidth: 200,
              margin: 0,
              padding: 8,
              background: theme.colors.headerBackground,
              border: `1px solid ${theme.tokens.border}`,
              borderRadius: theme.radii.md,
              boxShadow: `0 8px 20px ${theme.tokens.shadow}`,
              [mobile]: { position: 'static', boxShadow: 'none', border: 0, paddingLeft: 16 },
            }}
          >
            {item.children.map((c) => (
              <li key={c.slug} css={{ listStyle: 'none' }}>
                <Link to={`/${c.slug}`} css={{ ...linkCss, display: 'block' }}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/**
 * Category navigation; under 767 px the list hides behind a hamburger button, and the menu also
 * carries what the narrow header has no room for (`phoneExtras`: About, social icons). Escape
 * closes the open menu and returns focus to the button.
 */
export function CategoryMenu({
  items,
  about,
  phoneExtras,
}: {
  items: MenuItem[];
  /** The About entry, shown at every width when the theme shows About. */
  about?: ReactNode;
  phoneExtras?: ReactNode;
}) {
  const { formatMessage: t } = useIntl();
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape in the open menu closes it; a submenu's own Escape is handled first and stops there.
  const onMenuKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <nav aria-label={t(m.mainNav)} css={{ display: 'flex', alignItems: 'center' }}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t(m.menu)}
        onClick={() => setOpen((o) => !o)}
        css={{
          display: 'none',
          [mobile]: { display: 'inline-flex' },
          border: 0,
          background: 'none',
          color: theme.colors.headerText,
          minWidth: 44,
          minHeight: 44,
          alignItems: 'center',
          justifyContent: 'center',
          cursor: 'pointer',
        }}
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
      </button>
      {/* Escape from the menu's links and buttons: delegated to the list that holds them. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <ul
        onKeyDown={onMenuKeyDown}
        id={listId}
        data-open={open ? 'true' : 'false'}
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 4,
          margin: 0,
          padding: 0,
          [mobile]: {
            display: open ? 'block' : 'none',
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            zIndex: 40,
            padding: 12,
            background: theme.colors.headerBackground,
            borderBottom: `1px solid ${theme.tokens.border}`,
          },
        }}
      >
        {items.map((item) => (
          <MenuEntry key={item.slug} item={item} />
        ))}
        {about ? <li css={{ listStyle: 'none' }}>{about}</li> : null}
        {phoneExtras ? (
          <li css={{ listStyle: 'none', display: 'none', [mobile]: { display: 'block' } }}>
            {phoneExtras}
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
