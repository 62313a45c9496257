import { css, useTheme } from '@emotion/react';
import { useMemo } from 'react';
import { DEFAULT_STORE_THEME } from './theme';
import type { KitTheme } from './kitTheme';

/**
 * The field kit's styles, from the store's theme (defaults when a bundle renders without one).
 * Here, beside the kit rather than in it, so a plain form (one a server-rendered page posts
 * before its script, without the kit's formik) looks as the kit's fields do.
 */
export function useFieldStyles() {
  const theme: KitTheme = useTheme();
  return useMemo(() => {
    const colors = { ...DEFAULT_STORE_THEME.colors, ...theme.colors };
    const tokens = theme.tokens ?? DEFAULT_STORE_THEME.tokens;
    // The theme has no border colour: a mix of the text colour reads as the usual mid grey on
    // light themes and stays visible on dark ones.
    const border = `color-mix(in srgb, ${colors.text} 60%, transparent)`;
    const message = { margin: 0, fontSize: 14 };
    return {
      frame: css({
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        marginBottom: 12,
        // A grid item never shrinks below its content, and inputs are wide by default: two
        // fields side by side (expiry and CVC) would widen a 390 px phone page.
        minWidth: 0,
      }),
      label: css({ fontWeight: 600 }),
      control: css({
        display: 'block',
        // The field decides the width, not the control's default size.
        width: '100%',
        minWidth: 0,
        boxSizing: 'border-box',
        minHeight: 44,
        padding: '8px 10px',
        // 16 px keeps iOS Safari from zooming into the field on focus.
        fontSize: 16,
        fontFamily: 'inherit',
        border: `1px solid ${border}`,
        borderRadius: (theme.radii ?? DEFAULT_STORE_THEME.radii).md,
        background: colors.background,
        color: colors.text,
        '&[aria-invalid="true"]': { borderColor: tokens.danger },
      }),
      /** For a frame holding several controls (CompoundField): what one control shows itself. */
      invalidBorder: { borderColor: tokens.danger },
      focusRing: { outline: `3px solid ${tokens.focus}`, outlineOffset: 2 },
      textarea: css({ resize: 'vertical' }),
      withAddon: css({ display: 'flex', gap: 8 }),
      choice: css({ display: 'flex', gap: 8, alignItems: 'flex-start' }),
      choiceBox: css({ margin: '3px 0 0', accentColor: colors.primary }),
      hint: css({ ...message, color: tokens.muted }),
      error: css({ ...message, color: tokens.danger }),
    };
  }, [theme]);
}
