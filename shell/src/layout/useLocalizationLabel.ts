import { bus, DEFAULT_CURRENCY, DEFAULT_REGION, type BusEventMap } from '@store/shared';
import { useEffect, useState } from 'react';

type Localization = Partial<BusEventMap['localization:changed']['payload']> | undefined;

const labelOf = (p: Localization) =>
  `${p?.region || DEFAULT_REGION} / ${p?.currency || DEFAULT_CURRENCY}`;

/** "USA / USD": the buyer's shipping region and currency (sticky `localization:changed`). */
export function useLocalizationLabel(): string {
  const [label, setLabel] = useState(() => labelOf(bus.last('localization:changed')));
  useEffect(() => {
    // The sticky event replays on subscribing: kept as the text, the same words leave the
    // footer unrendered (a new object each time re-rendered it just after hydration).
    const sub = bus.on('localization:changed').subscribe((p) => setLabel(labelOf(p)));
    return () => sub.unsubscribe();
  }, []);
  return label;
}
