import { Spinner } from '@store/shared';
import { useIntl } from 'react-intl';
import { SHELL_MESSAGES as m } from './shellMessages';

/** The whole page's spinner while the store starts. */
export function StoreLoading() {
  const { formatMessage: t } = useIntl();
  return (
    <div css={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spinner label={t(m.loadingStore)} />
    </div>
  );
}
