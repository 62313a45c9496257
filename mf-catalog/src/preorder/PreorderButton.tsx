import { Button, Modal, Spinner } from '@store/shared';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
// Texts only: the schema (and through it the form kit) stays in the lazy form chunk.
import { PREORDER_FORM_MESSAGES as m } from './messages';

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
  const { formatMessage: t } = useIntl();
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
        {t(m.title)}
      </Button>
      {open && colorId && sizeId ? (
        <Modal name="preorderform-modal" title={t(m.title)} onClose={() => setOpen(false)}>
          <Suspense fallback={<Spinner label={t(m.loadingForm)} />}>
            <PreorderForm colorId={colorId} sizeId={sizeId} />
          </Suspense>
        </Modal>
      ) : null}
    </>
  );
}
