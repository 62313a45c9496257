import { Button } from '@store/shared';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { useSupportDispatch, useSupportSelector } from '../store/hooks';
import { Page } from '../ui/Page';
import { TextField } from '../ui/fields';
import { trackSubmitted } from './trackSlice';
import { trackSchema } from './trackSchema';

/** /track: order number → the checkout host's tracking page. */
export function TrackPage() {
  const dispatch = useSupportDispatch();
  const redirectingTo = useSupportSelector((s) => s.track.redirectingTo);
  const formik = useFormik({
    initialValues: { orderNumber: '' },
    validationSchema: trackSchema,
    validateOnChange: false,
    onSubmit: ({ orderNumber }) => {
      dispatch(trackSubmitted({ orderNumber: orderNumber.trim() }));
    },
  });
  const showError = formik.submitCount > 0 || formik.touched.orderNumber;
  return (
    <Page title="Track your order">
      <p>Enter the order number from your order confirmation email to see where your order is.</p>
      <form onSubmit={formik.handleSubmit} noValidate css={{ maxWidth: 420 }}>
        <TextField
          id="track-ordernumber"
          name="orderNumber"
          label="Order number"
          value={formik.values.orderNumber}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={showError ? formik.errors.orderNumber : null}
        />
        <Button type="submit" aria-busy={redirectingTo ? true : undefined}>
          Track order
        </Button>
      </form>
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
