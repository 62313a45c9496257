import { useRef, useState } from 'react';
import { useEarlyPicks } from './useEarlyPicks';
import type { useListingChoice } from './useListingChoice';

/**
 * The add form's element and quantity; what the shopper picked or typed in the server's form
 * before hydration is adopted (the choice into the address, the quantity into state).
 */
export function useAddForm({
  product,
  variation,
  size,
  adopt,
}: ReturnType<typeof useListingChoice>) {
  const [quantity, setQuantity] = useState(1);
  const form = useRef<HTMLFormElement>(null);
  useEarlyPicks(
    form,
    { pid: product?.productId ?? '', variation: variation?.variationId, size: size?.id, quantity },
    {
      choice: ({ pid, variation: v, size: s }) => adopt({ pid, variation: v, size: s }),
      quantity: setQuantity,
    },
  );
  return { form, quantity, setQuantity };
}
