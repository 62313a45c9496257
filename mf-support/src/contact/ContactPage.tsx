import { Button } from '@store/shared';
import { SelectField, StoreForm, TextAreaField, TextField, useStoreForm } from '@store/shared/form';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EMAIL_REPLY_TEXT } from '../help/supportContact';
import { Page } from '../ui/Page';
import {
  CONTACT_REASONS,
  contactInitialValues,
  contactSchema,
  type ContactValues,
} from './contactSchema';

/** /contact: SPEC §7 — the form posts nowhere; it logs and goes to /contact-success. */
export function ContactPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Read once: the form owns the values after the first render.
  const [initialValues] = useState(() => contactInitialValues(params));
  // SPEC §5 "Contact (on change)": a field shows its message as soon as it has been edited.
  const form = useStoreForm<ContactValues>({
    validateOn: 'change',
    initialValues,
    validationSchema: contactSchema,
    onSubmit: (values) => {
      console.info('[mf-support] contact form submitted', values);
      navigate('/contact-success');
    },
  });
  return (
    <Page title="Contact us">
      <p>{EMAIL_REPLY_TEXT}</p>
      <StoreForm form={form} css={{ maxWidth: 560 }}>
        <TextField id="contact-ordernumber" name="orderNumber" label="Order number" />
        <TextField
          id="contact-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
        />
        <TextField id="contact-fullname" name="fullName" label="Full name" autoComplete="name" />
        <SelectField
          id="contact-reason"
          name="reason"
          label="Reason for contact"
          placeholder="Select a reason"
          options={CONTACT_REASONS}
        />
        <TextAreaField id="contact-reason-message" name="message" label="Message" />
        <Button type="submit">Send message</Button>
      </StoreForm>
    </Page>
  );
}
