import { Button } from '@store/shared';
import { StoreForm, TextField, useStoreForm } from '@store/shared/form';
import { Link } from 'react-router-dom';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { Page } from '../ui/Page';
import { trackSubmitted } from './trackSlice';
import { trackSchema } from './trackSchema';

/** /track: order number → the checkout host's tracking page. */
export function TrackPage() {
  const dispatch = useRemoteDispatch();
  const redirectingTo = useRemoteSelector((s) => s.track.redirectingTo);
  // The SPEC gives no timing: the message shows once the field is left, or on submit.
  const form = useStoreForm({
    validateOn: 'blur',
    initialValues: { orderNumber: '' },
    validationSchema: trackSchema,
    onSubmit: ({ orderNumber }) => {
      dispatch(trackSubmitted({ orderNumber: orderNumber.trim() }));
    },
  });
  return (
    <Page title="Track your order">
      <p>Enter the order number from your order confirmation email to see where your order is.</p>
      <StoreForm form={form} css={{ maxWidth: 420 }}>
        <TextField id="track-ordernumber" name="orderNumber" label="Order number" />
        <Button type="submit" aria-busy={redirectingTo ? true : undefined}>
          Track order
        </Button>
      </StoreForm>
      {redirectingTo ? (
        <p role="status">
          Taking you to your order&apos;s tracking page… If nothing happens,{' '}
          <a href={redirectingTo}>open the tracking page</a>.
        </p>
      ) : null}
      <p css={{ marginTop: 24 }}>
        <Link to="/support/track-my-order">How do I track my order?</Link>
      </p>
      <p>
        <Link to="/track/recover">Lost your order number?</Link>
      </p>
    </Page>
  );
}
