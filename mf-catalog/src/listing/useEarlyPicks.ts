import { useLayoutEffect, useRef, type RefObject } from 'react';
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
 * Hydration adopts what the shopper already did. A server-rendered listing's radios and selects
 * work before its scripts run, so by the time React hydrates them the shopper may have picked
 * another colour, size or quantity than the server rendered. React keeps the DOM's state while
 * hydrating (it never resets a control then) but would reset it on the next render from props,
 * so once, as the hydrated listing mounts and before anything renders again, the form's current
 * values become the page's choice: the address (`variation`, `size`) and the quantity follow.
 */
export function useEarlyPicks(
  form: RefObject<HTMLFormElement | null>,
  current: ListingPicks,
  adopt: { choice: (picks: ListingPicks) => void; quantity: (quantity: number) => void },
): void {
  const first = useRef({ current, adopt });
  useLayoutEffect(() => {
    const { current: rendered, adopt: to } = first.current;
    if (!form.current) return;
    const picked = picksOf(form.current);
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
  }, [form]);
}
