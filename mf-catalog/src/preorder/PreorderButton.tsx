import { Button, Modal, Spinner } from '@store/shared';
import { lazy, Suspense, useState } from 'react';
// Texts only: the schema (and through it the form kit) stays in the lazy form chunk.
import { PREORDER_TEXT } from './preorderText';

// The form kit and the country list load when a shopper opens the form, not with every listing.
const PreorderForm = lazy(() =>
  import(/* webpackChunkName: "preorder" */ './PreorderForm').then((m) => ({
    default: m.PreorderForm,
  })),
);

/** A pre-order listing's button: opens `preorderform-modal` for the chosen colour and size. */
export function PreorderButton({
  colorId,
  sizeId,
  disabled,
}: {
  colorId: string | undefined;
  sizeId: string | undefined;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const ready = Boolean(colorId && sizeId) && !disabled;
  return (
    <>
      <Button
        type="button"
        block
        aria-haspopup="dialog"
        disabled={!ready}
        onClick={() => setOpen(true)}
      >
        {PREORDER_TEXT.title}
      </Button>
      {open && colorId && sizeId ? (
        <Modal name="preorderform-modal" title={PREORDER_TEXT.title} onClose={() => setOpen(false)}>
          <Suspense fallback={<Spinner label="Loading the pre-order form" />}>
            <PreorderForm colorId={colorId} sizeId={sizeId} />
          </Suspense>
        </Modal>
      ) : null}
    </>
  );
}
