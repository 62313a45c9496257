import { useMemo, useRef } from 'react';
import { ADDRESS_CHOICE_DEBOUNCE_MS, Button, Modal, type Customer } from '@store/shared';
import { useIntl } from 'react-intl';
import { leadingDebounce } from './leadingDebounce';
import { ADDRESS_TEXT as m } from './messages';

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
  const { formatMessage: t } = useIntl();
  const chooseRef = useRef(onChoose);
  chooseRef.current = onChoose;
  const choose = useMemo(
    () => leadingDebounce((c: Customer) => chooseRef.current(c), ADDRESS_CHOICE_DEBOUNCE_MS),
    [],
  );
  return (
    <Modal title={t(m.verifyTitle)} name="address-suggestion" onClose={onCancel}>
      <p>{t(m.verifyIntro)}</p>
      <div css={{ display: 'grid', gap: 16 }}>
        <div>
          <h3 css={{ fontSize: 16, margin: '0 0 4px' }}>{t(m.suggested)}</h3>
          <p css={{ margin: '0 0 8px' }}>{oneLine(suggested)}</p>
          <Button type="button" onClick={() => choose(suggested)}>
            {t(m.useSuggested)}
          </Button>
        </div>
        <div>
          <h3 css={{ fontSize: 16, margin: '0 0 4px' }}>{t(m.entered)}</h3>
          <p css={{ margin: '0 0 8px' }}>{oneLine(original)}</p>
          <Button type="button" variant="secondary" onClick={() => choose(original)}>
            {t(m.useEntered)}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
