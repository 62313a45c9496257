import type { RootState } from './types';

/** The id and store every call about the loaded checkout is made with. */
export const checkoutRef = (state: RootState) => ({
  id: state.checkout.id ?? '',
  storeSlug: state.checkout.storeSlug,
});
