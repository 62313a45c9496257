import { useTheme, type Theme } from '@emotion/react';
import { Button, useFieldStyles, useHydrated, visuallyHidden } from '@store/shared';
import { useLocation } from '@store/shared/router';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useShellSelector } from '../app/shellStore';
import { PREFERENCES_MESSAGES as m } from './messages';
import { preferenceOptions } from './preferenceOptions';

/** The selects' ids: the modal's own are `preferences-*`; no page ever holds an id twice. */
const fieldId = (name: string) => `footer-preferences-${name}`;

/**
 * The footer's Preferences (SPEC §2 Footer, §4 `localization-modal`): "USA / USD", which says what
 * is chosen and opens the choice.
 *
 * On the live page it is the button that opens the Preferences modal, as it always was. Before
 * and without script (the server-rendered page, until it has hydrated) it is a disclosure with
 * the same look and name: `<details><summary>`, opening in place a real form of the modal's
 * selects that the store server's `POST /preferences` saves (the same cookie) before coming back
 * to this page in the new choice. One control at a time, so one name, and the modal and this form
 * are never both shown. A tap that React gets (the page live, or the tap waking the footer) opens
 * the modal; the form opened before the script ran stays, in the shopper's hands, until they close
 * it; the button then takes its place (and the focus).
 */
export function FooterPreferences({
  label,
  onPreferences,
}: {
  /** "USA / USD": the region and currency chosen. */
  label: string;
  /** Opens the modal; without it the footer keeps the form (nothing else could open one). */
  onPreferences?: () => void;
}) {
  const theme = useTheme();
  const { formatMessage: t } = useIntl();
  const hydrated = useHydrated();
  const details = useRef<HTMLDetailsElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Opened (or pressed) before the page went live: being used, so it stays until it is closed.
  const [inUse, setInUse] = useState(false);
  // The button takes the disclosure's place once hydrated, but only in the same task as the
  // look at whether the shopper opened it: a tap between that look and the swap (the hydrated
  // render comes in a later task) would open a disclosure that the swap then removes.
  const [live, setLive] = useState(false);
  const focusButton = useRef(false);
  useLayoutEffect(() => {
    if (!hydrated) return;
    // Opened, or being pressed (a press that began on the summary must end on it to be a click).
    const summary = details.current?.querySelector('summary');
    if (details.current?.open || summary?.matches(':active')) setInUse(true);
    setLive(true);
  }, [hydrated]);
  useEffect(() => {
    if (!focusButton.current || !button.current) return;
    focusButton.current = false;
    button.current.focus();
  });

  const controlCss = controlStyle(theme);
  const name = (
    <>
      {label}
      {/* The visible "USA / USD" says what is chosen; the name also says what it opens. */}
      <span css={visuallyHidden}> ({t(m.title)})</span>
    </>
  );

  if (onPreferences && live && !inUse) {
    return (
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={onPreferences}
        css={controlCss}
      >
        {name}
      </button>
    );
  }
  return (
    <details
      ref={details}
      // Its `open` is the shopper's, who may have opened it before the page hydrated.
      suppressHydrationWarning
      onToggle={(e) => {
        if (e.currentTarget.open || !hydrated) return;
        focusButton.current = e.currentTarget.contains(document.activeElement);
        setInUse(false);
      }}
    >
      <summary
        // A tap the live app gets (React dispatches it once the footer has hydrated, even when the
        // tap itself woke the footer): the SPEC's modal, not the form in place. A disclosure the
        // shopper opened before, without script, closes as a disclosure does.
        onClick={
          onPreferences
            ? (e) => {
                if (details.current?.open) return;
                e.preventDefault();
                setInUse(false);
                onPreferences();
              }
            : undefined
        }
        css={{
          ...controlCss,
          // The button's box: no disclosure marker, not a list item.
          display: 'inline-block',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
        }}
      >
        {name}
      </summary>
      <PreferencesForm />
    </details>
  );
}

/** The button's look, which the disclosure's summary takes too (one control, one look). */
function controlStyle(theme: Theme) {
  return {
    minHeight: 44,
    padding: '8px 16px',
    border: `1px solid ${theme.colors.footerText}`,
    borderRadius: theme.buttons.radius,
    background: 'transparent',
    color: theme.colors.footerText,
    cursor: 'pointer',
    fontSize: 15,
  } as const;
}

/** The modal's selects as a form the store server answers (`POST /preferences`). */
function PreferencesForm() {
  const theme = useTheme();
  const s = useFieldStyles();
  const { formatMessage: t } = useIntl();
  const { pathname, search } = useLocation();
  const { current, details } = useShellSelector((st) => st.localization);
  const { regions, currencies, locales } = preferenceOptions(details);
  const fields = [
    { name: 'region', label: t(m.region), options: regions, chosen: current.region },
    { name: 'currency', label: t(m.currency), options: currencies, chosen: current.currency },
    { name: 'locale', label: t(m.language), options: locales, chosen: current.locale },
  ];
  return (
    <form
      method="post"
      action="/preferences"
      css={{
        // The page's own colours, as a card (as the footer's newsletter form).
        marginTop: 8,
        padding: 16,
        borderRadius: theme.radii.md,
        background: theme.colors.background,
        color: theme.colors.text,
      }}
    >
      <input type="hidden" name="return" value={`${pathname}${search}`} />
      {fields.map((f) => (
        <div key={f.name} css={s.frame}>
          <label htmlFor={fieldId(f.name)} css={s.label}>
            {f.label}
          </label>
          <select id={fieldId(f.name)} name={f.name} defaultValue={f.chosen} css={s.control}>
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <Button type="submit">{t(m.submit)}</Button>
    </form>
  );
}
