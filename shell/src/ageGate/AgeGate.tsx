import { Button, Modal } from '@store/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SHELL_MESSAGES as m } from '../app/shellMessages';

export const AGE_VERIFIED_KEY = 'isVerified';
export const AGE_GATE_EXIT_URL = 'https://www.google.com';

export function isAgeVerified(storage: Storage | null = safeStorage()): boolean {
  return storage?.getItem(AGE_VERIFIED_KEY) === 'true';
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * SPEC §4/§5 age gate: Proceed is enabled only when both boxes are ticked; it stores isVerified in
 * local storage. Exit leaves the store. It cannot be dismissed otherwise: the one Modal without
 * onClose, so the page behind stays inert until Proceed.
 */
export function AgeGate({
  onVerified,
  onExit = () => window.location.assign(AGE_GATE_EXIT_URL),
}: {
  onVerified: () => void;
  onExit?: () => void;
}) {
  const [adult, setAdult] = useState(false);
  const [notRestricted, setNotRestricted] = useState(false);
  const { formatMessage: t } = useIntl();

  const proceed = () => {
    try {
      window.localStorage.setItem(AGE_VERIFIED_KEY, 'true');
    } catch {
      // Storage blocked: verified for this page view only.
    }
    onVerified();
  };

  return (
    <Modal title={t(m.ageTitle)} name="age-verification" maxWidth={440} opaqueBackdrop>
      <p>{t(m.ageIntro)}</p>
      <label css={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
        <input type="checkbox" checked={adult} onChange={(e) => setAdult(e.target.checked)} />
        {t(m.ageAdult)}
      </label>
      <label css={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
        <input
          type="checkbox"
          checked={notRestricted}
          onChange={(e) => setNotRestricted(e.target.checked)}
        />
        {t(m.ageNotRestricted)}
      </label>
      <div css={{ display: 'flex', gap: 12, marginTop: 16 }}>
        <Button type="button" disabled={!(adult && notRestricted)} onClick={proceed}>
          {t(m.ageProceed)}
        </Button>
        <Button type="button" variant="secondary" onClick={onExit}>
          {t(m.ageExit)}
        </Button>
      </div>
    </Modal>
  );
}
