import { addressActions } from '../address/addressSlice';
import { VerifyAddressModal } from '../address/VerifyAddressModal';
import { AfterpayUnavailableModal } from '../delivery/AfterpayUnavailableModal';
import { deliveryActions } from '../delivery/deliverySlice';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';

/** The steps' dialogs: the address suggestion and Afterpay's refusal of the destination. */
export function StepDialogs() {
  const dispatch = useRemoteDispatch();
  const address = useRemoteSelector((st) => st.address);
  const afterpayUnavailable = useRemoteSelector((st) => st.delivery.afterpayUnavailable);
  return (
    <>
      {address.suggestion ? (
        <VerifyAddressModal
          original={address.suggestion.original}
          suggested={address.suggestion.suggested}
          onChoose={(customer) =>
            dispatch(addressActions.submitAddress({ customer, skipVerification: true }))
          }
          onCancel={() => dispatch(addressActions.suggestionDismissed())}
        />
      ) : null}
      {afterpayUnavailable ? (
        <AfterpayUnavailableModal
          onClose={() => dispatch(deliveryActions.afterpayUnavailableClosed())}
        />
      ) : null}
    </>
  );
}
