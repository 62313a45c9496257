import { AA_TEXT, contrastRatio, mixHex, readableOn } from './contrast';

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#7b2ff7', '#0e0b16')).toBeCloseTo(3.33, 1);
    expect(contrastRatio('red', '#fff')).toBeNull();
  });

  it('keeps a colour that is already readable', () => {
    expect(readableOn('#1f2937', '#ffffff')).toBe('#1f2937');
  });

  it("lifts afterdark's purple links on near-black to AA, keeping the hue", () => {
    const link = readableOn('#7b2ff7', '#0e0b16');
    expect(link).not.toBe('#7b2ff7');
    expect(contrastRatio(link, '#0e0b16')!).toBeGreaterThanOrEqual(AA_TEXT);
    // Still purple: blue and red above green.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(link.slice(i, i + 2), 16));
    expect(b!).toBeGreaterThan(g!);
    expect(r!).toBeGreaterThan(g!);
  });

  it('darkens a pale colour on white', () => {
    const link = readableOn('#fde68a', '#ffffff');
    expect(contrastRatio(link, '#ffffff')!).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('is readable on every background it is asked about (the page and its panels)', () => {
    const surface = mixHex('#f4f1fa', 5, '#0e0b16')!;
    expect(surface).toBe('#1a1721');
    const link = readableOn('#7b2ff7', '#0e0b16', AA_TEXT, [surface]);
    expect(contrastRatio(link, surface)!).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(link, '#0e0b16')!).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('leaves colours it cannot read alone', () => {
    expect(readableOn('rebeccapurple', '#000')).toBe('rebeccapurple');
  });
});
