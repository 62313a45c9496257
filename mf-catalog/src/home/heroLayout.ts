/**
 * SPEC §2 "Hero templates 1-5 and custom", default 2 (§9). What each template means is ours:
 * 1 centred    text centred on the store's secondary colour band (background image behind)
 * 2 split      text beside the picture (title image, else background image); stacked on phones
 * 3 cover      the background image full width under a dark veil, text left, light text
 * 4 minimal    no band: title, text and call to action on the page itself, left aligned
 * 5 stacked    the picture above, text below, centred
 * custom       the owner's own composition: every part they set, on their background image
 */
import { DEFAULT_THEME_LAYOUT } from '@store/shared';

export type HeroLayoutName = 'centred' | 'split' | 'cover' | 'minimal' | 'stacked' | 'custom';

/** How a layout places its parts; the hero component only reads this table. */
export interface HeroStyle {
  centred: boolean;
  /** The picture (title image, else background image) beside or above the text, or none. */
  picture: 'beside' | 'above' | 'none';
  /** Behind the text: the secondary colour (with the background image), a veiled photo, nothing. */
  band: 'colour' | 'veil' | 'none';
  /** The title image inline above the title (custom: every part the owner set). */
  inlineTitleImage: boolean;
  padding: string;
}

export const HERO_STYLES: Record<HeroLayoutName, HeroStyle> = {
  centred: {
    centred: true,
    picture: 'none',
    band: 'colour',
    inlineTitleImage: false,
    padding: '48px 16px',
  },
  split: {
    centred: false,
    picture: 'beside',
    band: 'colour',
    inlineTitleImage: false,
    padding: '48px 16px',
  },
  cover: {
    centred: false,
    picture: 'none',
    band: 'veil',
    inlineTitleImage: false,
    padding: '96px 24px',
  },
  minimal: {
    centred: false,
    picture: 'none',
    band: 'none',
    inlineTitleImage: false,
    padding: '24px 0',
  },
  stacked: {
    centred: true,
    picture: 'above',
    band: 'colour',
    inlineTitleImage: false,
    padding: '48px 16px',
  },
  custom: {
    centred: true,
    picture: 'none',
    band: 'colour',
    inlineTitleImage: true,
    padding: '48px 16px',
  },
};

const BY_NUMBER: Record<number, HeroLayoutName> = {
  1: 'centred',
  2: 'split',
  3: 'cover',
  4: 'minimal',
  5: 'stacked',
};

/** The layout a theme's template selects; anything unknown is the default template 2. */
export function heroLayout(template: unknown): HeroLayoutName {
  if (template === 'custom') return 'custom';
  const n = typeof template === 'string' ? Number(template) : template;
  return (typeof n === 'number' && BY_NUMBER[n]) || BY_NUMBER[DEFAULT_THEME_LAYOUT.heroBanner]!;
}
