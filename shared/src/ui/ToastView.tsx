import type { Toast } from '../types/misc';
import { useUiText } from './useUiText';
import type { KitTheme } from './kitTheme';

/** One toast: danger shows the title 'Error', anything else 'Success'. */
export function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const danger = toast.type === 'danger';
  const text = useUiText();
  return (
    <div
      role={danger ? 'alert' : 'status'}
      data-toast-type={toast.type}
      css={(t: KitTheme) => ({
        background: danger ? t.tokens?.dangerSurface : t.tokens?.successSurface,
        border: `1px solid ${danger ? t.tokens?.danger : t.tokens?.success}`,
        color: t.colors?.text,
        borderRadius: t.radii?.md,
        padding: '12px 40px 12px 14px',
        minWidth: 260,
        maxWidth: 380,
        position: 'relative',
        boxShadow: `0 4px 12px ${t.tokens?.shadow}`,
      })}
    >
      <strong
        css={(t: KitTheme) => ({
          display: 'block',
          color: danger ? t.tokens?.danger : t.tokens?.success,
        })}
      >
        {text(danger ? 'toastError' : 'toastSuccess')}
      </strong>
      <span>{toast.message}</span>
      <button
        type="button"
        aria-label={text('dismiss')}
        onClick={() => onDismiss(toast.id)}
        css={{
          position: 'absolute',
          top: 6,
          right: 6,
          border: 0,
          background: 'none',
          color: 'inherit',
          fontSize: 18,
          cursor: 'pointer',
          minWidth: 32,
          minHeight: 32,
        }}
      >
        ×
      </button>
    </div>
  );
}
