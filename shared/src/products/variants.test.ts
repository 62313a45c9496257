import { isDigitalSizeLabel, variantText } from './variants';

describe('variant rules', () => {
  it('recognises the Digital size label whatever its case or spacing', () => {
    expect(isDigitalSizeLabel('Digital')).toBe(true);
    expect(isDigitalSizeLabel(' digital ')).toBe(true);
    expect(isDigitalSizeLabel('M')).toBe(false);
    expect(isDigitalSizeLabel(undefined)).toBe(false);
  });

  it('joins colour and size, reads the Digital size as a download, leaves blanks out', () => {
    expect(variantText('Black', 'M')).toBe('Black / M');
    expect(variantText('Black', 'Digital')).toBe('Black / Digital download');
    expect(variantText('', 'M')).toBe('M');
    expect(variantText('White', null)).toBe('White');
    expect(variantText(undefined, undefined)).toBe('');
  });
});
