import { css, type Theme } from '@emotion/react';
import { DEFAULT_STORE_THEME, MOBILE_BREAKPOINT } from '@store/shared';

// The shared theme has no breakpoint tokens; the SPEC's (§9, "mobile is under 767") live in
// shared constants, so media queries are built from those rather than typed in.
export const mq = {
  narrow: `@media (width < ${MOBILE_BREAKPOINT}px)`,
  wide: `@media (width >= ${MOBILE_BREAKPOINT}px)`,
};

/** The theme's colours; a remote rendered without the shell's ThemeProvider gets the defaults. */
export const colorsOf = (theme: Partial<Theme>) => ({
  ...DEFAULT_STORE_THEME.colors,
  ...theme.colors,
});

/** A hairline in the store's text colour, whatever colours the theme picks. */
export const hairline = (theme: Partial<Theme>, percent = 15) =>
  `1px solid color-mix(in srgb, ${colorsOf(theme).text} ${percent}%, transparent)`;

export const alertCss = css({
  border: '1px solid #b91c1c',
  background: '#fef2f2',
  color: '#7f1d1d',
  borderRadius: 6,
  padding: 12,
  margin: '12px 0',
});

/** Page frame: one column on narrow screens, steps plus a side column from the breakpoint on. */
export const checkoutGridCss = css({
  display: 'grid',
  gap: 24,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"summary" "steps"',
  // Without this the summary panel stretches to the height of the three steps (an empty box).
  alignItems: 'start',
  [mq.wide]: {
    gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
    gridTemplateAreas: '"steps summary"',
  },
  // Fieldsets default to min-width: min-content, so a row of choices (payment methods, when a
  // store offers several) would widen a step past the screen instead of wrapping.
  '& fieldset': { minWidth: 0, flexWrap: 'wrap' },
});

export const wideOnlyCss = css({ [mq.narrow]: { display: 'none' } });
export const narrowOnlyCss = css({ [mq.wide]: { display: 'none' } });

/** Buttons that stay focusable and clickable (to explain why) but look disabled. */
export const looksDisabledCss = css({
  '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
});
