/** SPEC §2: the similar-products carousel groups 3 on tablet and larger, 2 below. */
export const GROUP_WIDE = 3;
export const GROUP_NARROW = 2;
/** Controls show only from this many items; the section only above SECTION_MIN - 1. */
export const CONTROLS_MIN = 3;
export const SECTION_MIN = 2;

export interface CarouselPage<T> {
  items: T[];
  page: number;
  pages: number;
  /** 1-based positions of the first and last item shown. */
  from: number;
  to: number;
  showControls: boolean;
}

/** The items of one page (clamped into range) and whether the controls show at all. */
export function carouselPage<T>(items: T[], group: number, page: number): CarouselPage<T> {
  const size = Math.max(1, Math.floor(group));
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(0, Math.floor(page) || 0), pages - 1);
  const start = current * size;
  const shown = items.slice(start, start + size);
  return {
    items: shown,
    page: current,
    pages,
    from: shown.length ? start + 1 : 0,
    to: start + shown.length,
    showControls: items.length >= CONTROLS_MIN,
  };
}

export function showsCarousel(count: number): boolean {
  return count >= SECTION_MIN;
}
