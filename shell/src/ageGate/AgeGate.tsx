import {
  AGE_GATE_EXIT_URL,
  AGE_VERIFIED_STORAGE_KEY,
  Button,
  cookieAgeVerified,
  Modal,
  safeLocalStorage,
  storedAgeVerified,
  useHydrated,
  writeAgeVerifiedCookie,
} from '@store/shared';
import { useLocation } from '@store/shared/router';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SHELL_MESSAGES as m } from '../app/shellMessages';

export const AGE_VERIFIED_KEY = AGE_VERIFIED_STORAGE_KEY;

/** The two confirmations (SPEC §5), named as `POST /age-gate` reads them. */
const BOXES = [
  { name: 'adult', label: m.ageAdult },
  { name: 'notRestricted', label: m.ageNotRestricted },
] as const;

/** The store server's answer, as the page was rendered: the cookie alone (it reads no storage). */
export const ageVerifiedByCookie = (storeSlug: string): boolean =>
  typeof document !== 'undefined' && cookieAgeVerified(storeSlug);

/** SPEC §5: isVerified in local storage. */
export const isAgeVerified = (storage: Storage | null = safeLocalStorage()): boolean =>
  storedAgeVerified(storage);

/**
 * Verified, kept both ways: isVerified in local storage (the SPEC's) and its cookie mirror, which
 * the store server reads to render the store (shared `cookies/ageVerified.ts`).
 */
export function rememberAgeVerified(
  storeSlug: string,
  storage: Storage | null = safeLocalStorage(),
) {
  try {
    storage?.setItem(AGE_VERIFIED_KEY, 'true');
  } catch {
    // Storage blocked: the cookie still says so.
  }
  writeAgeVerifiedCookie(storeSlug);
}

/**
 * Whether the shopper is verified by either record, writing the one that is missing (local
 * storage from before the cookie existed; the cookie from a form posted without script).
 */
export function syncAgeVerified(storeSlug: string): boolean {
  const byStorage = isAgeVerified();
  const byCookie = ageVerifiedByCookie(storeSlug);
  if (byStorage !== byCookie) rememberAgeVerified(storeSlug);
  return byStorage || byCookie;
}

/**
 * SPEC §4/§5 age gate: Proceed is enabled only when both boxes are ticked; it stores isVerified in
 * local storage (and its cookie mirror). Exit leaves the store. It cannot be dismissed otherwise:
 * the one Modal without onClose, so the page behind stays inert until Proceed.
 *
 * It is in the server's HTML, open over the page, as a real form the store server answers
 * (`POST /age-gate`): before and without script the boxes are required, Proceed posts them and
 * Exit leaves. Once live, the same form is handled here; boxes ticked before then stay ticked.
 */
export function AgeGate({
  storeSlug,
  onVerified,
  onExit = () => window.location.assign(AGE_GATE_EXIT_URL),
}: {
  storeSlug: string;
  onVerified: () => void;
  onExit?: () => void;
}) {
  const { formatMessage: t } = useIntl();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [allTicked, setAllTicked] = useState(false);
  // The boxes are the shopper's (uncontrolled): read as the page goes live (ticked on the
  // server's page before then) and on each change.
  const readBoxes = () =>
    setAllTicked(
      BOXES.every(
        ({ name }) =>
          (form.current?.elements.namedItem(name) as HTMLInputElement | null)?.checked === true,
      ),
    );
  useLayoutEffect(readBoxes, []);

  // Proceed, or Enter in a box (the form's default button is Proceed).
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!allTicked) return;
    rememberAgeVerified(storeSlug);
    onVerified();
  };

  const boxCss = { display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 } as const;
  return (
    <Modal
      title={t(m.ageTitle)}
      name="age-verification"
      maxWidth={440}
      opaqueBackdrop
      shownWithoutScript
    >
      <form ref={form} method="post" action="/age-gate" onSubmit={submit}>
        <input type="hidden" name="return" value={`${pathname}${search}`} />
        <p>{t(m.ageIntro)}</p>
        {BOXES.map(({ name, label }) => (
          <label key={name} css={boxCss}>
            <input type="checkbox" name={name} value="yes" required onChange={readBoxes} />
            {t(label)}
          </label>
        ))}
        <div css={{ display: 'flex', gap: 12, marginTop: 16 }}>
          {/* Before script the browser's own check of the required boxes stands in for this. */}
          <Button type="submit" name="choice" value="proceed" disabled={hydrated && !allTicked}>
            {t(m.ageProceed)}
          </Button>
          <Button
            type="submit"
            name="choice"
            value="exit"
            variant="secondary"
            formNoValidate
            onClick={(e) => {
              e.preventDefault();
              onExit();
            }}
          >
            {t(m.ageExit)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
