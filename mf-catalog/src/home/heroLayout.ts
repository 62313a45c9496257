/**
 * SPEC §2 "Hero templates 1-5 and custom", default 2 (§9). What each template means is ours:
 * 1 centred    text centred on the store's secondary colour band (background image behind)
 * 2 split      text beside the picture (title image, else background image); stacked on phones
 * 3 cover      the background image full width under a dark veil, text left, light text
 * 4 minimal    no band: title, text and call to action on the page itself, left aligned
 * 5 stacked    the picture above, text below, centred
 * custom       the owner's own composition: every part they set, on their background image
 */
export type HeroLayoutName = 'centred' | 'split' | 'cover' | 'minimal' | 'stacked' | 'custom';

export const DEFAULT_HERO_TEMPLATE = 2;

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
  return (typeof n === 'number' && BY_NUMBER[n]) || BY_NUMBER[DEFAULT_HERO_TEMPLATE]!;
}
