import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useUiText } from './useUiText';
import type { KitTheme } from './kitTheme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const ringCss = (theme: KitTheme) => ({
  display: 'inline-block',
  width: 32,
  height: 32,
  border: `3px solid ${theme.tokens?.border}`,
  borderTopColor: 'currentColor',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
});

const Ring = styled.span(({ theme }) => ringCss(theme));

export function Spinner({ label }: { label?: string }) {
  const text = useUiText();
  return (
    <span role="status" aria-live="polite" css={{ display: 'inline-flex', padding: 16 }}>
      <Ring aria-hidden="true" />
      <span
        css={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {label ?? text('loading')}
      </span>
    </span>
  );
}
