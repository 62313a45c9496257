import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { checkoutActions } from '../store/checkoutSlice';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { PAYMENT_MESSAGES as m } from './messages';

/** The terms the order is placed under, and the marketing opt-in (saved alone). */
export function TermsAndOptIn() {
  const { formatMessage: t } = useIntl();
  const dispatch = useRemoteDispatch();
  const optedIn = useRemoteSelector((st) => Boolean(st.checkout.checkout?.marketingOptIn));
  return (
    <div css={{ margin: '12px 0', fontSize: 14 }}>
      <p>
        {t(m.terms, {
          terms: (chunks: ReactNode[]) => <Link to="/terms-of-use">{chunks}</Link>,
          privacy: (chunks: ReactNode[]) => <Link to="/privacy-policy">{chunks}</Link>,
        })}
      </p>
      <label css={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <input
          type="checkbox"
          name="marketingOptIn"
          checked={optedIn}
          onChange={(e) => dispatch(checkoutActions.setMarketingOptIn(e.target.checked))}
        />
        <span>{t(m.marketingOptIn)}</span>
      </label>
      <p>{t(m.consent)}</p>
    </div>
  );
}
