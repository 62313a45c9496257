import type { ThemeContent } from '@store/shared';

export type PromoBannerData = NonNullable<ThemeContent['promoBanners']>[number];

/**
 * SPEC §5 Promo: a banner is shown only with a code and a type the checkout can honour —
 * free_shipping; percentage above 0; fixed_value with a positive amount in USD.
 */
export function isValidPromoBanner(b: PromoBannerData): boolean {
  if (!b.code.trim()) return false;
  if (b.type === 'free_shipping') return true;
  if (b.type === 'percentage') return typeof b.value === 'number' && b.value > 0;
  if (b.type === 'fixed_value')
    return (
      typeof b.value === 'object' &&
      b.value !== null &&
      b.value.amount > 0 &&
      b.value.currency.toUpperCase() === 'USD'
    );
  return false;
}
