import { Button, Modal } from '@store/shared';

export function AfterpayUnavailableModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Afterpay unavailable" name="afterpay-unavailable" onClose={onClose}>
      <p>Sorry, we're having difficulty with AfterPay.</p>
      <p>We could not get delivery options for this address. Please check it or pay by card.</p>
      <Button type="button" onClick={onClose}>
        OK
      </Button>
    </Modal>
  );
}
