import { Banner, Button, emailField, type NewsletterSource } from '@store/shared';
import { StoreForm, TextField, useStoreForm } from '@store/shared/form';
import { useEffect, useMemo, useRef } from 'react';
import * as yup from 'yup';
import { useShellDispatch, useShellSelector } from '../app/shellStore';
import { useShell } from '../app/ShellContext';
import { useIntl } from 'react-intl';
import { NEWSLETTER_MESSAGES as m, NEWSLETTER_TEXT } from './newsletterMessages';
import { newsletterReset, newsletterSubmitted } from './newsletterSlice';

export interface NewsletterFormProps {
  source: NewsletterSource;
  /** What the shopper typed into the footer's plain form before this one arrived. */
  initialEmail?: string;
  /** They were typing there: the field keeps the focus. */
  focused?: boolean;
}

/**
 * The one newsletter form (header "Get notified" modal and footer): an email, validated when the
 * field is left or on submit, then submitting → thanks, or an alert and the email kept.
 */
export function NewsletterForm({
  source,
  initialEmail = '',
  focused = false,
}: NewsletterFormProps) {
  const dispatch = useShellDispatch();
  const { config } = useShell();
  const { status, error } = useShellSelector((s) => s.newsletter[source]);
  const submitting = status === 'submitting';
  const done = status === 'subscribed' || status === 'alreadySubscribed';
  const { formatMessage: t } = useIntl();
  // The SPEC's email message, in the shopper's language.
  const schema = useMemo(() => yup.object({ email: emailField(t(m.emailInvalid)) }), [t]);
  const form = useStoreForm({
    validateOn: 'blur',
    initialValues: { email: initialEmail },
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
    if (done) resetForm({ values: { email: '' } });
  }, [done, resetForm]);
  // Taking the plain form's place under the shopper's fingers: the focus stays in the field.
  const fieldId = `newsletter-${source}-email`;
  const focusOnArrival = useRef(focused);
  useEffect(() => {
    if (focusOnArrival.current) document.getElementById(fieldId)?.focus();
  }, [fieldId]);
  // Leaving the page (or closing the modal) forgets the last outcome.
  useEffect(() => () => void dispatch(newsletterReset({ source })), [dispatch, source]);

  return (
    <div>
      <StoreForm form={form}>
        <TextField
          id={fieldId}
          name="email"
          type="email"
          autoComplete="email"
          label={t(m.emailLabel)}
          addon={
            <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? t(m.submitting) : t(m.submit)}
            </Button>
          }
        />
      </StoreForm>
      {done ? <Banner kind="success">{t(m[status])}</Banner> : null}
      {status === 'failed' && error ? (
        // Our own failure text is translated; a server's own words are shown as given.
        <Banner kind="error">{error === NEWSLETTER_TEXT.failed ? t(m.failed) : error}</Banner>
      ) : null}
    </div>
  );
}
