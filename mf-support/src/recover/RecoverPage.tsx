import {
  Banner,
  Button,
  fixedPageHead,
  ORDER_RECOVERY_DAYS,
  useHeadWords,
  useRemote,
} from '@store/shared';
import { StoreForm, TextField, useStoreForm } from '@store/shared/form';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { Page } from '../ui/Page';
import { RECOVER_MESSAGES as m } from './messages';
import { recoverSchema } from './recoverSchema';
import { recoverReset, recoverSubmitted } from './recoverSlice';

/** /support/track/recover and /track/recover: email → list of recent orders by email. */
export function RecoverPage() {
  const { formatMessage: t } = useIntl();
  const dispatch = useRemoteDispatch();
  const { storeSlug } = useRemote();
  const head = fixedPageHead('recover', useHeadWords());
  const { status, email, error } = useRemoteSelector((s) => s.recover);
  useEffect(() => {
    dispatch(recoverReset());
  }, [dispatch]);
  const validationSchema = useMemo(() => recoverSchema(t(m.emailInvalid)), [t]);
  // The SPEC gives no timing: the message shows once the field is left, or on submit.
  const form = useStoreForm({
    validateOn: 'blur',
    initialValues: { email: '' },
    validationSchema,
    onSubmit: (values) => {
      dispatch(recoverSubmitted({ email: values.email.trim(), storeSlug }));
    },
  });
  const submitting = status === 'submitting';
  const days = ORDER_RECOVERY_DAYS;
  return (
    <Page head={head}>
      <p>{t(m.intro, { days })}</p>
      <StoreForm form={form} css={{ maxWidth: 420 }}>
        <TextField
          id="recover-email"
          name="email"
          type="email"
          autoComplete="email"
          label={t(m.email)}
        />
        <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? t(m.sending) : t(m.submit)}
        </Button>
      </StoreForm>
      {status === 'success' && email ? (
        <Banner kind="success">{t(m.success, { email, days })}</Banner>
      ) : null}
      {/* The server's own error text is shown as written (SPEC §8); only ours is translated. */}
      {status === 'error' ? <Banner kind="error">{error ?? t(m.fallbackError)}</Banner> : null}
      <p css={{ marginTop: 24 }}>
        <Link to="/track">{t(m.trackLink)}</Link>
      </p>
    </Page>
  );
}
