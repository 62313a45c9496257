import { useEffect } from 'react';
import type { PaymentCollector } from './methods/types';

/**
 * The mounted method view's collector, outside redux on purpose: it closes over card input
 * (form state or Stripe Elements) that must never be in an action, the store or devtools.
 */
let current: PaymentCollector | null = null;

export const getCollector = (): PaymentCollector | null => current;

/** Registers the view's collector while it is mounted. */
export function useCollector(collector: PaymentCollector): void {
  useEffect(() => {
    current = collector;
    return () => {
      if (current === collector) current = null;
    };
  }, [collector]);
}
