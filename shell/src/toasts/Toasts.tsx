import { ToastView } from '@store/shared';
import { useIntl } from 'react-intl';
import { SHELL_MESSAGES as m } from '../app/shellMessages';
import { toastRemoved } from './toastSlice';
import { useShellDispatch, useShellSelector } from '../app/shellStore';

/** Toasts, top right, in a polite live region. */
export function Toasts() {
  const items = useShellSelector((s) => s.toasts.items);
  const dispatch = useShellDispatch();
  const { formatMessage: t } = useIntl();
  return (
    <div
      aria-live="polite"
      aria-label={t(m.notifications)}
      role="region"
      css={{
        position: 'fixed',
        top: 16,
        right: 16,
        zIndex: 2000,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        pointerEvents: items.length ? 'auto' : 'none',
      }}
    >
      {items.map((t) => (
        <ToastView key={t.id} toast={t} onDismiss={(id) => dispatch(toastRemoved(id))} />
      ))}
    </div>
  );
}
