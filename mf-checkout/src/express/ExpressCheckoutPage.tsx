import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from '@store/shared/router';
import { getStore, PageHead, pageTitle, readAffiliate, Spinner, useRemote } from '@store/shared';
import { readGaCookie, readLocalization, readStoredCart } from './expressContext';
import { expressCheckoutUrl, expressMethod, isExpressMethodHidden } from './expressUrl';
import { EXPRESS_MESSAGES as m } from './messages';

type Outcome = { kind: 'starting' } | { kind: 'empty' } | { kind: 'hidden' };

const defaultRedirect = (url: string) => window.location.assign(url);

/**
 * /checkout/express?deviceId&method= — the legacy express entry (SPEC route table, §7). It sends
 * the browser to /buy/express_checkout with the stored cart's SKUs; the API prices them, creates
 * the checkout with the chosen method and answers with a redirect to /checkout/{id}.
 */
export function ExpressCheckoutPage({
  redirect = defaultRedirect,
}: {
  redirect?: (url: string) => void;
}) {
  const { formatMessage: t } = useIntl();
  const { storeSlug, store, config, storeName } = useRemote();
  const knownRegion = store?.region;
  const [params] = useSearchParams();
  const method = expressMethod(params.get('method'));
  const deviceId = params.get('deviceId');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'starting' });

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const cart = readStoredCart(storeSlug);
      // Region unknown when the store call fails: the API refuses a hidden Afterpay itself.
      const region =
        knownRegion ??
        (await getStore(storeSlug).then(
          (s) => s.region,
          () => 'usa',
        ));
      if (cancelled) return;
      if (isExpressMethodHidden(method, { storeRegion: region, flags: config.flags })) {
        setOutcome({ kind: 'hidden' });
        return;
      }
      const url = expressCheckoutUrl({
        cart,
        method,
        storeSlug,
        storeUrl: window.location.origin,
        ...readLocalization(),
        deviceId,
        affiliate: readAffiliate(window.location.search),
        ga: readGaCookie(),
      });
      if (!url) setOutcome({ kind: 'empty' });
      else redirect(url);
    })();
    return () => {
      cancelled = true;
    };
  }, [storeSlug, method, deviceId, redirect, knownRegion, config.flags]);

  return (
    <div css={{ padding: 16 }}>
      <PageHead title={pageTitle(t(m.title), storeName)} noindex />
      <h1>{t(m.title)}</h1>
      {outcome.kind === 'starting' ? <Spinner label={t(m.starting)} /> : null}
      {outcome.kind === 'empty' ? <p role="status">{t(m.empty)}</p> : null}
      {outcome.kind === 'hidden' ? <p role="alert">{t(m.hidden)}</p> : null}
      {outcome.kind !== 'starting' ? <Link to="/cart">{t(m.backToCart)}</Link> : null}
    </div>
  );
}
