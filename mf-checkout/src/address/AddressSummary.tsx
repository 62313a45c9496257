import type { Customer } from '@store/shared';
import { Button } from '@store/shared';
import { useIntl } from 'react-intl';
import { ADDRESS_TEXT as m } from './messages';

/** The saved address, with Edit returning to the form. */
export function AddressSummary({ customer, onEdit }: { customer: Customer; onEdit: () => void }) {
  const { formatMessage: t } = useIntl();
  const a = customer.address;
  return (
    <div
      css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 12 }}
    >
      <address css={{ fontStyle: 'normal', lineHeight: 1.5 }} data-testid="address-summary">
        <div>
          {customer.firstName} {customer.lastName}
        </div>
        <div>
          {a.address1}
          {a.address2 ? `, ${a.address2}` : ''}
        </div>
        <div>
          {a.city}, {a.stateCode || a.state} {a.zip}
        </div>
        <div>{a.country}</div>
        <div>{customer.email}</div>
        <div>{customer.phone}</div>
      </address>
      <Button type="button" variant="secondary" onClick={onEdit} aria-label={t(m.editAddress)}>
        {t(m.edit)}
      </Button>
    </div>
  );
}
