import { heroLayout } from './heroLayout';

describe('heroLayout (SPEC §2 hero templates 1-5 and custom)', () => {
  it('maps each template to its layout', () => {
    expect([1, 2, 3, 4, 5].map(heroLayout)).toEqual([
      'centred',
      'split',
      'cover',
      'minimal',
      'stacked',
    ]);
    expect(heroLayout('custom')).toBe('custom');
    expect(heroLayout('3')).toBe('cover');
  });

  it('falls back to the default template 2', () => {
    for (const t of [undefined, null, 0, 6, 2.5, 'banner', {}]) expect(heroLayout(t)).toBe('split');
  });
});
