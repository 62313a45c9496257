import { carouselPage, GROUP_NARROW, GROUP_WIDE, showsCarousel } from './carousel';

const four = ['a', 'b', 'c', 'd'];

describe('carouselPage', () => {
  it('groups 3 on tablet and up: 4 items make pages of 3 and 1', () => {
    expect(carouselPage(four, GROUP_WIDE, 0)).toMatchObject({
      items: ['a', 'b', 'c'],
      pages: 2,
      from: 1,
      to: 3,
      showControls: true,
    });
    expect(carouselPage(four, GROUP_WIDE, 1)).toMatchObject({ items: ['d'], from: 4, to: 4 });
  });

  it('groups 2 below tablet', () => {
    expect(carouselPage(four, GROUP_NARROW, 1)).toMatchObject({ items: ['c', 'd'], pages: 2 });
  });

  it('hides the controls with fewer than 3 items', () => {
    expect(carouselPage(['a', 'b'], GROUP_WIDE, 0).showControls).toBe(false);
    expect(carouselPage(['a', 'b', 'c'], GROUP_WIDE, 0).showControls).toBe(true);
  });

  it('clamps a page out of range (the group grew when the screen widened)', () => {
    expect(carouselPage(four, GROUP_WIDE, 5).page).toBe(1);
    expect(carouselPage(four, GROUP_WIDE, -2).page).toBe(0);
    expect(carouselPage([], GROUP_WIDE, 0)).toMatchObject({ items: [], pages: 1, from: 0 });
  });
});

describe('showsCarousel', () => {
  it('shows the section only with more than 1 item', () => {
    expect(showsCarousel(0)).toBe(false);
    expect(showsCarousel(1)).toBe(false);
    expect(showsCarousel(2)).toBe(true);
  });
});
