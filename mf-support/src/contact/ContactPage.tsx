import { Button } from '@store/shared';
import { useFormik } from 'formik';
import type { ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { EMAIL_REPLY_TEXT } from '../help/supportContact';
import { Page } from '../ui/Page';
import { SelectField, TextAreaField, TextField } from '../ui/fields';
import {
  CONTACT_INITIAL_VALUES,
  CONTACT_REASONS,
  contactSchema,
  type ContactValues,
} from './contactSchema';

/** /contact: SPEC §7 — the form posts nowhere; it logs and goes to /contact-success. */
export function ContactPage() {
  const navigate = useNavigate();
  const formik = useFormik<ContactValues>({
    initialValues: CONTACT_INITIAL_VALUES,
    validationSchema: contactSchema,
    validateOnChange: true,
    onSubmit: (values) => {
      console.info('[mf-support] contact form submitted', values);
      navigate('/contact-success');
    },
  });
  // Validates on change: a field shows its message as soon as it has been edited.
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    void formik.setFieldTouched(e.target.name, true, false);
    formik.handleChange(e);
  };
  const errorOf = (name: keyof ContactValues) =>
    formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : null;
  const common = (name: keyof ContactValues) => ({
    name,
    value: formik.values[name],
    onChange,
    onBlur: formik.handleBlur,
    error: errorOf(name),
  });
  return (
    <Page title="Contact us">
      <p>{EMAIL_REPLY_TEXT}</p>
      <form onSubmit={formik.handleSubmit} noValidate css={{ maxWidth: 560 }}>
        <TextField id="contact-ordernumber" label="Order number" {...common('orderNumber')} />
        <TextField
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
          {...common('email')}
        />
        <TextField
          id="contact-fullname"
          label="Full name"
          autoComplete="name"
          {...common('fullName')}
        />
        <SelectField
          id="contact-reason"
          label="Reason for contact"
          placeholder="Select a reason"
          options={[...CONTACT_REASONS]}
          {...common('reason')}
        />
        <TextAreaField id="contact-reason-message" label="Message" {...common('message')} />
        <Button type="submit">Send message</Button>
      </form>
    </Page>
  );
}
