import { Button, fixedPageHead, useHeadWords } from '@store/shared';
import { SelectField, StoreForm, TextAreaField, TextField, useStoreForm } from '@store/shared/form';
import { useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate, useSearchParams } from '@store/shared/router';
import { HELP_MESSAGES } from '../help/messages';
import { Page } from '../ui/Page';
import {
  CONTACT_REASONS,
  contactInitialValues,
  contactSchema,
  type ContactReason,
  type ContactValues,
} from './contactSchema';
import { CONTACT_PAGE_MESSAGES as m } from './messages';

/** Each reason's label. */
const REASON_LABELS: Record<ContactReason, MessageDescriptor> = {
  'order-status': m.reasonOrderStatus,
  'change-order': m.reasonChangeOrder,
  'damaged-or-wrong': m.reasonDamagedOrWrong,
  return: m.reasonReturn,
  billing: m.reasonBilling,
  report: m.reasonReport,
  other: m.reasonOther,
};

/** /contact: SPEC §7 — the form posts nowhere; it logs and goes to /contact-success. */
export function ContactPage() {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const head = fixedPageHead('contact', useHeadWords());
  const [params] = useSearchParams();
  // Read once: the form owns the values after the first render.
  const [initialValues] = useState(() =>
    contactInitialValues(params, (path) => t(m.reportProduct, { path })),
  );
  const validationSchema = useMemo(
    () =>
      contactSchema({
        orderNumber: t(m.orderNumberRequired),
        email: t(m.emailInvalid),
        fullName: t(m.fullNameRequired),
        reason: t(m.reasonRequired),
        message: t(m.messageRequired),
      }),
    [t],
  );
  const reasons = useMemo(
    () => CONTACT_REASONS.map((r) => ({ value: r.value, label: t(REASON_LABELS[r.value]) })),
    [t],
  );
  // SPEC §5 "Contact (on change)": a field shows its message as soon as it has been edited.
  const form = useStoreForm<ContactValues>({
    validateOn: 'change',
    initialValues,
    validationSchema,
    onSubmit: (values) => {
      console.info('[mf-support] contact form submitted', values);
      navigate('/contact-success');
    },
  });
  return (
    <Page head={head}>
      <p>{t(HELP_MESSAGES.emailReply)}</p>
      <StoreForm form={form} css={{ maxWidth: 560 }}>
        <TextField id="contact-ordernumber" name="orderNumber" label={t(m.orderNumber)} />
        <TextField
          id="contact-email"
          name="email"
          label={t(m.email)}
          type="email"
          autoComplete="email"
        />
        <TextField
          id="contact-fullname"
          name="fullName"
          label={t(m.fullName)}
          autoComplete="name"
        />
        <SelectField
          id="contact-reason"
          name="reason"
          label={t(m.reason)}
          placeholder={t(m.reasonPlaceholder)}
          options={reasons}
        />
        <TextAreaField id="contact-reason-message" name="message" label={t(m.message)} />
        <Button type="submit">{t(m.submit)}</Button>
      </StoreForm>
    </Page>
  );
}
