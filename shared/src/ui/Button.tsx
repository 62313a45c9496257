import styled from '@emotion/styled';
import type { KitTheme } from './kitTheme';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

interface ButtonProps {
  variant?: ButtonVariant;
  block?: boolean;
}

/** Themed button; `aria-busy` renders the loading state. */
export const Button = styled.button<ButtonProps>(
  ({ theme, variant = 'primary', block }: ButtonProps & { theme: KitTheme }) => ({
    display: block ? 'block' : 'inline-flex',
    width: block ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    minHeight: 44,
    padding: variant === 'link' ? 0 : '10px 20px',
    borderRadius: theme.buttons?.radius,
    border: variant === 'secondary' ? `1px solid ${theme.tokens?.link}` : 'none',
    background: variant === 'primary' ? theme.buttons?.primaryBackground : 'transparent',
    color: variant === 'primary' ? theme.buttons?.primaryText : theme.tokens?.link,
    textDecoration: variant === 'link' ? 'underline' : 'none',
    fontSize: 16,
    fontWeight: 600,
    cursor: 'pointer',
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&:focus-visible': {
      outline: `3px solid ${theme.tokens?.focus}`,
      outlineOffset: 2,
    },
  }),
);
