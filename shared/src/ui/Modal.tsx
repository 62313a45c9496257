import { useTheme } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useUiText } from './useUiText';
import type { KitTheme } from './kitTheme';

export interface ModalProps {
  /** Used as the dialog's accessible name and shown as its heading. */
  title: string;
  /** Identifies the modal (e.g. 'cart-confirmation'), rendered as data-modal. */
  name: string;
  /**
   * The close button, Escape and a click on the backdrop call it. Without it the dialog cannot be
   * dismissed (the age gate): no close button, Escape and the backdrop do nothing.
   */
  onClose?: () => void;
  /** Widest the panel grows to, in px. */
  maxWidth?: number;
  /** A darker backdrop for a dialog that hides the page it guards (the age gate). */
  opaqueBackdrop?: boolean;
  /**
   * Open in the server's HTML, before and without script (the age gate): the `open` attribute
   * shows it in place over the page, as a modal would look; once live it is made modal.
   */
  shownWithoutScript?: boolean;
  children: ReactNode;
}

/**
 * Makes the dialog modal while mounted: top layer, inert page, focus moved in and given back.
 * Escape and the backdrop ask `onClose`; a dialog without it cannot be dismissed.
 */
function useModalDialog(onClose?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Whatever had focus: not every element can take it back.
    const previous = document.activeElement as (Element & Partial<HTMLOrSVGElement>) | null;
    // Shown in place by the server's HTML: made modal (showModal refuses a dialog already open).
    if (dialog.open) dialog.close();
    dialog.showModal();
    const onCancel = (e: Event) => {
      // React state decides when the dialog goes (it unmounts); Escape only asks for that.
      e.preventDefault();
      onCloseRef.current?.();
    };
    // Escape's default action is the close request: held back for a dialog that may not go.
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !onCloseRef.current) e.preventDefault();
    };
    // Browsers close a dialog after repeated Escape even when `cancel` is prevented.
    const onClosed = () => {
      if (!onCloseRef.current && dialog.isConnected && !dialog.open) dialog.showModal();
    };
    // A click on the backdrop lands on the dialog itself (the panel inside takes every other);
    // Escape is its keyboard equivalent.
    const onBackdrop = (e: MouseEvent) => {
      if (e.target === dialog) onCloseRef.current?.();
    };
    dialog.addEventListener('click', onBackdrop);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('click', onBackdrop);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('close', onClosed);
      if (dialog.open) dialog.close();
      previous?.focus?.();
    };
  }, []);
  return ref;
}

/** Where a dialog in the server's HTML starts: a tenth of the screen down, 16–96 px. */
const TOP_WHILE_PARSED = 'clamp(16px, 10vh, 96px)';

/**
 * The one modal: a native `<dialog>` opened with `showModal()`, so the browser puts it in the top
 * layer, makes the rest of the page inert (no Tab, click or screen-reader reach behind it) and
 * moves focus in. Escape and the backdrop close it when it is dismissible; focus returns to what
 * had it before.
 */
export function Modal({
  title,
  name,
  onClose,
  maxWidth = 520,
  opaqueBackdrop = false,
  shownWithoutScript = false,
  children,
}: ModalProps) {
  const theme: KitTheme = useTheme();
  const text = useUiText();
  const ref = useModalDialog(onClose);
  const titleId = useId();
  const colors = theme.colors;
  // The age gate hides the store it guards; other dialogs let it show through.
  const backdrop = (opaqueBackdrop ? colors?.text : theme.tokens?.overlay) ?? '';
  return (
    <dialog
      ref={ref}
      open={shownWithoutScript || undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      data-modal={name}
      css={{
        padding: 0,
        border: 0,
        borderRadius: theme.radii?.md,
        background: colors?.background,
        color: colors?.text,
        width: `min(${maxWidth}px, calc(100vw - 32px))`,
        // One painted while its HTML is still parsed is held by its top, not centred: centred, it
        // moved up as the rest of it arrived (a layout shift of up to 0.18 on the gated first
        // page, 4 loads in 15 at 4x CPU). The same once live, so it does not jump as it hydrates.
        ...(shownWithoutScript
          ? {
              margin: `${TOP_WHILE_PARSED} auto auto`,
              maxHeight: `calc(100vh - ${TOP_WHILE_PARSED} - 16px)`,
            }
          : { maxHeight: 'calc(100vh - 64px)' }),
        '&::backdrop': { background: backdrop },
        // Open in place before script (only the one shown without script, so its margin above
        // holds it): over the page, its backdrop a shadow as wide as the screen (only a modal
        // dialog has ::backdrop).
        '&[open]:not(:modal)': {
          position: 'fixed',
          inset: 0,
          height: 'fit-content',
          zIndex: 1000,
          boxShadow: `0 0 0 100vmax ${backdrop}`,
        },
      }}
    >
      <div css={{ padding: 24, position: 'relative' }}>
        <h2 id={titleId} css={{ marginTop: 0, fontSize: 20 }}>
          {title}
        </h2>
        {onClose ? <CloseButton label={text('close')} onClose={onClose} /> : null}
        {children}
      </div>
    </dialog>
  );
}

function CloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClose}
      css={{
        position: 'absolute',
        top: 12,
        right: 12,
        border: 0,
        background: 'none',
        color: 'inherit',
        fontSize: 24,
        cursor: 'pointer',
        minWidth: 44,
        minHeight: 44,
      }}
    >
      ×
    </button>
  );
}
