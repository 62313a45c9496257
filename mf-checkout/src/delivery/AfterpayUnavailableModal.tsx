import { Button, Modal } from '@store/shared';
import { useIntl } from 'react-intl';
import { DELIVERY_MESSAGES as m } from './messages';

export function AfterpayUnavailableModal({ onClose }: { onClose: () => void }) {
  const { formatMessage: t } = useIntl();
  return (
    <Modal title={t(m.afterpayTitle)} name="afterpay-unavailable" onClose={onClose}>
      <p>{t(m.afterpaySorry)}</p>
      <p>{t(m.afterpayNoOptions)}</p>
      <Button type="button" onClick={onClose}>
        {t(m.ok)}
      </Button>
    </Modal>
  );
}
