import { Banner, Button, ORDER_RECOVERY_DAYS, useRemote } from '@store/shared';
import { StoreForm, TextField, useStoreForm } from '@store/shared/form';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { Page } from '../ui/Page';
import { recoverSuccessMessage } from './recoverMessages';
import { recoverSchema } from './recoverSchema';
import { recoverReset, recoverSubmitted } from './recoverSlice';

/** /support/track/recover and /track/recover: email → list of recent orders by email. */
export function RecoverPage() {
  const dispatch = useRemoteDispatch();
  const { storeSlug } = useRemote();
  const { status, email, error } = useRemoteSelector((s) => s.recover);
  useEffect(() => {
    dispatch(recoverReset());
  }, [dispatch]);
  // The SPEC gives no timing: the message shows once the field is left, or on submit.
  const form = useStoreForm({
    validateOn: 'blur',
    initialValues: { email: '' },
    validationSchema: recoverSchema,
    onSubmit: (values) => {
      dispatch(recoverSubmitted({ email: values.email.trim(), storeSlug }));
    },
  });
  const submitting = status === 'submitting';
  return (
    <Page title="Recover your order number">
      <p>
        Enter the email address you used at checkout. We will email you the orders placed with it
        during the past {ORDER_RECOVERY_DAYS} days, with their order numbers.
      </p>
      <StoreForm form={form} css={{ maxWidth: 420 }}>
        <TextField
          id="recover-email"
          name="email"
          type="email"
          autoComplete="email"
          label="Email"
        />
        <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? 'Sending…' : 'Send my orders'}
        </Button>
      </StoreForm>
      {status === 'success' && email ? (
        <Banner kind="success">{recoverSuccessMessage(email)}</Banner>
      ) : null}
      {status === 'error' && error ? <Banner kind="error">{error}</Banner> : null}
      <p css={{ marginTop: 24 }}>
        <Link to="/track">Track an order</Link>
      </p>
    </Page>
  );
}
