import { Button, useFieldStyles } from '@store/shared';
import { useLocation } from '@store/shared/router';
import { useLayoutEffect, useRef, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { NEWSLETTER_MESSAGES as m } from './newsletterMessages';

/** The footer's email field: the live form's own id (NewsletterForm), which takes its place. */
export const FOOTER_EMAIL_ID = 'newsletter-footer-email';

export interface PlainNewsletterFormProps {
  /** The box the form is held in (its height reserved for the live form; watched for nearness). */
  boxRef: Ref<HTMLDivElement>;
  minHeight: number;
  /** What the shopper has typed so far, kept for the live form. */
  email: string;
  onEmail: (email: string) => void;
  onFocusChange: (focused: boolean) => void;
}

/**
 * The footer's newsletter signup as a real form, for the server-rendered page before (or without)
 * its script, and until the form kit's own arrives in its place: the store server's
 * `POST /newsletter` applies the same rule and call, and comes back to this page with
 * `?newsletter=<outcome>` (NewsletterOutcome says it). Looks as the live form does (the field
 * kit's styles, the same label and button); posts the email, which form it is, and this page.
 */
export function PlainNewsletterForm({
  boxRef,
  minHeight,
  email,
  onEmail,
  onFocusChange,
}: PlainNewsletterFormProps) {
  const s = useFieldStyles();
  const { pathname, search } = useLocation();
  // Typed before the footer hydrated (or in the event that woke it: React then tracks the field
  // from the value already typed and calls no onChange for it): what the field holds as it
  // hydrates is what the shopper typed, and where their focus is.
  const field = useRef<HTMLInputElement>(null);
  const first = useRef({ onEmail, onFocusChange });
  useLayoutEffect(() => {
    const input = field.current;
    if (!input) return;
    if (input.value) first.current.onEmail(input.value);
    if (document.activeElement === input) first.current.onFocusChange(true);
  }, []);
  const { formatMessage: t } = useIntl();
  return (
    <div ref={boxRef} css={{ minHeight }}>
      <form method="post" action="/newsletter">
        <input type="hidden" name="source" value="footer" />
        <input type="hidden" name="return" value={`${pathname}${search}`} />
        <div css={s.frame}>
          <label htmlFor={FOOTER_EMAIL_ID} css={s.label}>
            {t(m.emailLabel)}
          </label>
          <div css={s.withAddon}>
            <input
              ref={field}
              id={FOOTER_EMAIL_ID}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={email}
              onChange={(e) => onEmail(e.target.value)}
              onFocus={() => onFocusChange(true)}
              onBlur={() => onFocusChange(false)}
              css={s.control}
            />
            <Button type="submit">{t(m.submit)}</Button>
          </div>
        </div>
      </form>
    </div>
  );
}
