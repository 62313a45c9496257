import type { Checkout } from '@store/shared';
import { AddressForm } from '../address/AddressForm';
import { customerToValues, valuesToCustomer } from '../address/addressSchema';
import { addressActions } from '../address/addressSlice';
import { AddressSummary } from '../address/AddressSummary';
import { useStateMessage } from '../i18n/stateMessage';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';

/** Step 1: the saved customer's summary, or the form that saves it. */
export function CustomerStep({ checkout }: { checkout: Checkout }) {
  const dispatch = useRemoteDispatch();
  const said = useStateMessage();
  const address = useRemoteSelector((st) => st.address);
  if (address.status === 'saved' && checkout.customer)
    return (
      <AddressSummary
        customer={checkout.customer}
        onEdit={() => dispatch(addressActions.addressEditStarted())}
      />
    );
  return (
    <AddressForm
      initialValues={customerToValues(checkout.customer)}
      saving={address.status === 'saving'}
      verificationMessage={address.message ? said(address.message) : null}
      onSubmit={(v) =>
        dispatch(
          addressActions.submitAddress({ customer: valuesToCustomer(v, checkout.customer?.id) }),
        )
      }
    />
  );
}
