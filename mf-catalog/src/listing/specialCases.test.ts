import { makeSizes } from '../test/fixtures';
import { isDigitalSizeOnly, isNft } from './selection';

describe('SPEC §5 special cases', () => {
  it('an nft product type, on the product or the variation, in any case', () => {
    expect(isNft({ productType: 'nft' }, null)).toBe(true);
    expect(isNft({ productType: 't-shirt' }, { productType: 'NFT' })).toBe(true);
    expect(isNft({ productType: 'Digital' }, { productType: 'Digital' })).toBe(false);
    expect(isNft(null, null)).toBe(false);
  });

  it('a lone "Digital" size is no choice', () => {
    expect(isDigitalSizeOnly(makeSizes(['Digital']))).toBe(true);
    expect(isDigitalSizeOnly(makeSizes([' digital ']))).toBe(true);
    expect(isDigitalSizeOnly(makeSizes(['Digital', 'Print']))).toBe(false);
    expect(isDigitalSizeOnly(makeSizes(['M']))).toBe(false);
    expect(isDigitalSizeOnly([])).toBe(false);
  });
});
