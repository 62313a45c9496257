import { autoLoadsOnScroll } from './autoLoad';

const base = { pagesLoaded: 1, hasNextPage: true, pagination: false, productCache: false };

describe('autoLoadsOnScroll', () => {
  it('loads the next page on scroll while only the first page is shown', () => {
    expect(autoLoadsOnScroll(base)).toBe(true);
    expect(autoLoadsOnScroll({ ...base, pagination: undefined, productCache: undefined })).toBe(
      true,
    );
  });
  it('stops after the first automatic page: Load more takes over', () => {
    expect(autoLoadsOnScroll({ ...base, pagesLoaded: 2 })).toBe(false);
    expect(autoLoadsOnScroll({ ...base, pagesLoaded: 0 })).toBe(false);
  });
  it('never with pagination set or the product cache on, nor on the last page', () => {
    expect(autoLoadsOnScroll({ ...base, pagination: true })).toBe(false);
    expect(autoLoadsOnScroll({ ...base, productCache: true })).toBe(false);
    expect(autoLoadsOnScroll({ ...base, hasNextPage: false })).toBe(false);
  });
});
