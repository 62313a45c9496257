import { BREAKPOINTS, MOBILE_BREAKPOINT } from '../constants';

export type Breakpoint = (typeof BREAKPOINTS)[number];

/**
 * Media queries over SPEC §9's breakpoints, the only place a pixel width may appear in styles.
 * "Mobile is under 767": `mq.mobile` is width < 767, `mq.wide` the rest.
 */
export const mq = {
  below: (bp: Breakpoint) => `@media (width < ${bp}px)`,
  atLeast: (bp: Breakpoint) => `@media (width >= ${bp}px)`,
  mobile: `@media (width < ${MOBILE_BREAKPOINT}px)`,
  wide: `@media (width >= ${MOBILE_BREAKPOINT}px)`,
} as const;
