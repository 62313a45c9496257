import { css, useTheme, type Theme } from '@emotion/react';
import { DEFAULT_STORE_THEME, mq } from '@store/shared';

/**
 * The theme whole: the shell's, or the default theme for a remote rendered without the shell's
 * ThemeProvider (emotion then passes `{}`, whatever its type says).
 */
export const themeOf = (theme: Partial<Theme>): Theme => ({ ...DEFAULT_STORE_THEME, ...theme });

/** useTheme() through themeOf, for views that pass theme values on (Stripe, wallet buttons). */
export const useCheckoutTheme = (): Theme => themeOf(useTheme());

/** The theme's tokens; a remote rendered without the shell's ThemeProvider gets the defaults. */
export const tokensOf = (theme: Partial<Theme>) => theme.tokens ?? DEFAULT_STORE_THEME.tokens;

/** A hairline in the theme's border colour. */
export const hairline = (theme: Partial<Theme>) => `1px solid ${tokensOf(theme).border}`;

export const alertCss = (theme: Theme) => ({
  border: `1px solid ${tokensOf(theme).danger}`,
  background: tokensOf(theme).dangerSurface,
  color: themeOf(theme).colors.text,
  borderRadius: themeOf(theme).radii.md,
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

export const wideOnlyCss = css({ [mq.mobile]: { display: 'none' } });
export const narrowOnlyCss = css({ [mq.wide]: { display: 'none' } });

/** Buttons that stay focusable and clickable (to explain why) but look disabled. */
export const looksDisabledCss = css({
  '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
});
