import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { KitTheme } from './kitTheme';

const pulse = keyframes({ '0%,100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

interface SkeletonProps {
  width?: number | string;
  height?: number | string;
}

/** A grey placeholder block; give it the size of what it stands in for. */
export const Skeleton = styled.div<SkeletonProps>(
  ({ theme, width = '100%', height = 16 }: SkeletonProps & { theme: KitTheme }) => ({
    width,
    height,
    borderRadius: theme.radii?.sm,
    background: theme.tokens?.border,
    animation: `${pulse} 1.4s ease-in-out infinite`,
  }),
);
