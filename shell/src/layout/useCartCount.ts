import { bus } from '@store/shared';
import { useEffect, useState } from 'react';

/** The cart count published by the cart service (sticky `cart:changed`); 0 until it speaks. */
export function useCartCount(): number {
  const [count, setCount] = useState(() => bus.last('cart:changed')?.count ?? 0);
  useEffect(() => {
    const sub = bus.on('cart:changed').subscribe((p) => {
      setCount(typeof p?.count === 'number' && Number.isFinite(p.count) ? p.count : 0);
    });
    return () => sub.unsubscribe();
  }, []);
  return count;
}
