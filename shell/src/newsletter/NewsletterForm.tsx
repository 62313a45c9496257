import { Banner, Button, emailField, type NewsletterSource } from '@store/shared';
import { StoreForm, TextField, useStoreForm } from '@store/shared/form';
import { useEffect } from 'react';
import * as yup from 'yup';
import { useShellDispatch, useShellSelector } from '../app/shellStore';
import { useShell } from '../app/ShellContext';
import { NEWSLETTER_TEXT } from './newsletterMessages';
import { newsletterReset, newsletterSubmitted } from './newsletterSlice';

const schema = yup.object({ email: emailField() });

/**
 * The one newsletter form (header "Get notified" modal and footer): an email, validated when the
 * field is left or on submit, then submitting → thanks, or an alert and the email kept.
 */
export function NewsletterForm({ source }: { source: NewsletterSource }) {
  const dispatch = useShellDispatch();
  const { config } = useShell();
  const { status, error } = useShellSelector((s) => s.newsletter[source]);
  const submitting = status === 'submitting';
  const done = status === 'subscribed' || status === 'alreadySubscribed';
  const form = useStoreForm({
    validateOn: 'blur',
    initialValues: { email: '' },
    validationSchema: schema,
    onSubmit: (values) => {
      dispatch(
        newsletterSubmitted({ source, storeSlug: config.storeSlug, email: values.email.trim() }),
      );
    },
  });
  const { resetForm } = form;
  // A signed-up email is not left in the box; a failed one is, to try again.
  useEffect(() => {
    if (done) resetForm();
  }, [done, resetForm]);
  // Leaving the page (or closing the modal) forgets the last outcome.
  useEffect(() => () => void dispatch(newsletterReset({ source })), [dispatch, source]);

  return (
    <div>
      <StoreForm form={form}>
        <TextField
          id={`newsletter-${source}-email`}
          name="email"
          type="email"
          autoComplete="email"
          label={NEWSLETTER_TEXT.emailLabel}
          addon={
            <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? NEWSLETTER_TEXT.submitting : NEWSLETTER_TEXT.submit}
            </Button>
          }
        />
      </StoreForm>
      {done ? <Banner kind="success">{NEWSLETTER_TEXT[status]}</Banner> : null}
      {status === 'failed' && error ? <Banner kind="error">{error}</Banner> : null}
    </div>
  );
}
