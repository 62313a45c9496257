import { useAdoptEarly } from '@store/shared';
import type { RefObject } from 'react';
import { LISTING_FIELDS } from './OptionPickers';

export interface ListingPicks {
  pid: string;
  variation: string | undefined;
  size: string | undefined;
  quantity: number;
}

/** The picks the form's controls hold now (what the shopper set, with or without script). */
export function picksOf(form: HTMLFormElement): Partial<ListingPicks> {
  const data = new FormData(form);
  const text = (name: string) => {
    const v = data.get(name);
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  const quantity = Number(text(LISTING_FIELDS.quantity));
  return {
    pid: text(LISTING_FIELDS.product),
    variation: text(LISTING_FIELDS.colour),
    size: text(LISTING_FIELDS.size),
    quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : undefined,
  };
}

/**
 * A server-rendered listing's radios and selects work before its scripts run, so by the time it
 * hydrates the shopper may have picked another colour, size or quantity than the server rendered.
 * The listing adopts them as it hydrates (shared's useAdoptEarly): the form's current values
 * become the page's choice, and the address (`variation`, `size`) and the quantity follow.
 */
export function useEarlyPicks(
  form: RefObject<HTMLFormElement | null>,
  rendered: ListingPicks,
  to: { choice: (picks: ListingPicks) => void; quantity: (quantity: number) => void },
): void {
  useAdoptEarly(form, (held) => {
    const picked = picksOf(held);
    const choice = {
      pid: picked.pid ?? rendered.pid,
      variation: picked.variation ?? rendered.variation,
      size: picked.size ?? rendered.size,
      quantity: picked.quantity ?? rendered.quantity,
    };
    if (
      choice.pid !== rendered.pid ||
      choice.variation !== rendered.variation ||
      choice.size !== rendered.size
    ) {
      // Another product's colours are not the rendered product's: its own default colour then.
      to.choice(
        choice.pid === rendered.pid ? choice : { ...choice, variation: undefined, size: undefined },
      );
    }
    if (choice.quantity !== rendered.quantity) to.quantity(choice.quantity);
  });
}
