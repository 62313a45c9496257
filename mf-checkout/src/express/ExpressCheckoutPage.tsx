import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from '@store/shared/router';
import { fixedPageHead, PageHead, Spinner, useHeadWords, useRemote } from '@store/shared';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { expressActions as A } from './expressSlice';
import { expressMethod } from './expressUrl';
import { EXPRESS_MESSAGES as m } from './messages';

/**
 * /checkout/express?deviceId&method= — the legacy express entry (SPEC route table, §7). Its flow
 * (expressEpics.ts) sends the browser to /buy/express_checkout with the stored cart's SKUs; the
 * API prices them, creates the checkout with the chosen method and answers with a redirect to
 * /checkout/{id}.
 */
export function ExpressCheckoutPage() {
  const { formatMessage: t } = useIntl();
  const { storeSlug, store, config } = useRemote();
  // A step on the way to a checkout, titled as one (as the store server titles it).
  const head = fixedPageHead('checkout', useHeadWords());
  const knownRegion = store?.region;
  const [params] = useSearchParams();
  const method = expressMethod(params.get('method'));
  const deviceId = params.get('deviceId');
  const dispatch = useRemoteDispatch();
  const outcome = useRemoteSelector((s) => s.express.outcome);

  const { hidePaypal, hideCard } = config.flags;
  useEffect(() => {
    dispatch(
      A.expressRequested({
        storeSlug,
        method,
        deviceId,
        knownRegion,
        flags: { hidePaypal, hideCard },
      }),
    );
    return () => {
      dispatch(A.expressLeft());
    };
  }, [dispatch, storeSlug, method, deviceId, knownRegion, hidePaypal, hideCard]);

  return (
    <div css={{ padding: 16 }}>
      <PageHead title={head.title} noindex={head.noindex} />
      <h1>{t(m.title)}</h1>
      {outcome === 'starting' ? <Spinner label={t(m.starting)} /> : null}
      {outcome === 'empty' ? <p role="status">{t(m.empty)}</p> : null}
      {outcome === 'hidden' ? <p role="alert">{t(m.hidden)}</p> : null}
      {outcome !== 'starting' ? <Link to="/cart">{t(m.backToCart)}</Link> : null}
    </div>
  );
}
