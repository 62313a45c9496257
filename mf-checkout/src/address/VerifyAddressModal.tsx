import { useMemo, useRef } from 'react';
import { ADDRESS_CHOICE_DEBOUNCE_MS, Button, Modal, type Customer } from '@store/shared';
import { leadingDebounce } from './leadingDebounce';

function oneLine(c: Customer) {
  const a = c.address;
  return [a.address1, a.address2, a.city, `${a.stateCode || a.state} ${a.zip}`.trim(), a.country]
    .filter(Boolean)
    .join(', ');
}

/** Offers the original or the suggested address; picking one resubmits it (no re-verification). */
export function VerifyAddressModal({
  original,
  suggested,
  onChoose,
  onCancel,
}: {
  original: Customer;
  suggested: Customer;
  onChoose: (c: Customer) => void;
  onCancel: () => void;
}) {
  const chooseRef = useRef(onChoose);
  chooseRef.current = onChoose;
  const choose = useMemo(
    () => leadingDebounce((c: Customer) => chooseRef.current(c), ADDRESS_CHOICE_DEBOUNCE_MS),
    [],
  );
  return (
    <Modal title="Verify your address" name="address-suggestion" onClose={onCancel}>
      <p>We couldn't verify your address exactly. Which one should we deliver to?</p>
      <div css={{ display: 'grid', gap: 16 }}>
        <div>
          <h3 css={{ fontSize: 16, margin: '0 0 4px' }}>Suggested address</h3>
          <p css={{ margin: '0 0 8px' }}>{oneLine(suggested)}</p>
          <Button type="button" onClick={() => choose(suggested)}>
            Use suggested address
          </Button>
        </div>
        <div>
          <h3 css={{ fontSize: 16, margin: '0 0 4px' }}>Address you entered</h3>
          <p css={{ margin: '0 0 8px' }}>{oneLine(original)}</p>
          <Button type="button" variant="secondary" onClick={() => choose(original)}>
            Use the address I entered
          </Button>
        </div>
      </div>
    </Modal>
  );
}
