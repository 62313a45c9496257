import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { useLocation } from '@store/shared/router';
import { CART_CHECKOUT_MESSAGES as cm } from '../checkout/messages';
import { useRemoteSelector } from '../store/hooks';

const alertCss = (t: Theme) => ({
  padding: 12,
  background: t.tokens.dangerSurface,
  color: t.tokens.danger,
  borderRadius: t.radii.md,
});

/** Why a checkout did not start: said by the epic, or by the store server's form (`?notice=`). */
export function CartNotices() {
  const { formatMessage: t } = useIntl();
  const unavailableNotice = useRemoteSelector((s) => s.checkoutStart.unavailableNotice);
  const formNotice = new URLSearchParams(useLocation().search).get('notice');
  return (
    <>
      {formNotice === 'checkout-failed' && (
        <p role="alert" css={alertCss}>
          {t(cm.failed)}
        </p>
      )}
      {(unavailableNotice || formNotice === 'unavailable') && (
        <p role="alert" css={alertCss}>
          {t(cm.unavailableNotice)}
        </p>
      )}
    </>
  );
}
