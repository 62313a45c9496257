import { bus, DEFAULT_CURRENCY, DEFAULT_REGION } from '@store/shared';
import { useEffect, useState } from 'react';

/** "USA / USD": the buyer's shipping region and currency (sticky `localization:changed`). */
export function useLocalizationLabel(): string {
  const initial = bus.last('localization:changed');
  const [loc, setLoc] = useState({
    region: initial?.region || DEFAULT_REGION,
    currency: initial?.currency || DEFAULT_CURRENCY,
  });
  useEffect(() => {
    const sub = bus
      .on('localization:changed')
      .subscribe((p) =>
        setLoc({ region: p.region || DEFAULT_REGION, currency: p.currency || DEFAULT_CURRENCY }),
      );
    return () => sub.unsubscribe();
  }, []);
  return `${loc.region} / ${loc.currency}`;
}
