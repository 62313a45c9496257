import { useIntl } from 'react-intl';
import { CART_MESSAGES } from './messages';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { MAX_QUANTITY, QUANTITY_MAX_DEFAULT, visuallyHidden } from '@store/shared';

const MORE = 'more';

interface Props {
  title: string;
  quantity: number;
  onChange: (quantity: number) => void;
  max?: number;
}

/** The name the cart page's quantity form posts (the store server's `/cart/update`). */
export const QUANTITY_FIELD = 'quantity';

/** Quantity select 1..max plus 'max+', which switches to a free-text number field. */
export function QuantityField({ title, quantity, onChange, max = QUANTITY_MAX_DEFAULT }: Props) {
  const id = useId();
  const [free, setFree] = useState(quantity > max);
  const [text, setText] = useState(String(quantity));
  const inputRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const label = useIntl().formatMessage(CART_MESSAGES.quantityFor, { title });

  useEffect(() => setText(String(quantity)), [quantity]);
  // A quantity chosen on the server-rendered page before hydration is the shopper's: React keeps
  // it in the DOM while hydrating, and it is applied instead of reset by the next render. "10+"
  // chosen there opens the free-text field, as it does on the live page.
  const firstRender = useRef({ quantity, onChange });
  useLayoutEffect(() => {
    if (selectRef.current?.value === MORE) {
      setFree(true);
      setTimeout(() => inputRef.current?.focus(), 0);
      return;
    }
    const chosen = Number(selectRef.current?.value ?? inputRef.current?.value);
    const { quantity: rendered, onChange: apply } = firstRender.current;
    if (Number.isInteger(chosen) && chosen >= 0 && chosen !== rendered) apply(chosen);
  }, []);
  useEffect(() => {
    if (quantity > max) setFree(true);
  }, [quantity, max]);

  const commit = () => {
    const n = Number(text);
    if (text.trim() === '' || !Number.isInteger(n) || n < 0) {
      setText(String(quantity));
      return;
    }
    const q = Math.min(n, MAX_QUANTITY);
    setText(String(q));
    if (q !== quantity) onChange(q);
    if (q > 0 && q <= max) setFree(false);
  };

  if (free) {
    return (
      <span>
        <label htmlFor={id} css={visuallyHidden}>
          {label}
        </label>
        <input
          id={id}
          ref={inputRef}
          name={QUANTITY_FIELD}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
          css={{ width: 72, minHeight: 40, padding: '4px 8px', fontSize: 16 }}
        />
      </span>
    );
  }

  return (
    <span>
      <label htmlFor={id} css={visuallyHidden}>
        {label}
      </label>
      <select
        id={id}
        ref={selectRef}
        name={QUANTITY_FIELD}
        value={String(quantity)}
        onChange={(e) => {
          if (e.target.value === MORE) {
            setFree(true);
            setTimeout(() => inputRef.current?.focus(), 0);
            return;
          }
          onChange(Number(e.target.value));
        }}
        css={{ minHeight: 40, padding: '4px 8px', fontSize: 16 }}
      >
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <option key={n} value={String(n)}>
            {n}
          </option>
        ))}
        <option value={MORE}>{`${max}+`}</option>
      </select>
    </span>
  );
}
