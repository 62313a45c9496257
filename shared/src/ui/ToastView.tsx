import type { Toast } from '../types/misc';

/** One toast: danger shows the title 'Error', anything else 'Success'. */
export function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const danger = toast.type === 'danger';
  return (
    <div
      role={danger ? 'alert' : 'status'}
      data-toast-type={toast.type}
      css={{
        background: danger ? '#fef2f2' : '#f0fdf4',
        border: `1px solid ${danger ? '#b91c1c' : '#15803d'}`,
        color: '#111827',
        borderRadius: 6,
        padding: '12px 40px 12px 14px',
        minWidth: 260,
        maxWidth: 380,
        position: 'relative',
        boxShadow: '0 4px 12px rgba(0,0,0,0.12)',
      }}
    >
      <strong css={{ display: 'block', color: danger ? '#991b1b' : '#166534' }}>
        {danger ? 'Error' : 'Success'}
      </strong>
      <span>{toast.message}</span>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
        css={{
          position: 'absolute',
          top: 6,
          right: 6,
          border: 0,
          background: 'none',
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
