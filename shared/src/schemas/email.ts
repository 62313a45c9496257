import * as yup from 'yup';

/** SPEC §5: every form that asks for an email says this when it is missing or wrong. */
export const EMAIL_MESSAGE = 'Please enter a valid email';

/**
 * The store API's own rule (one @, a dot in the domain, no spaces). yup's `email()` alone lets
 * `ada@localhost` through, which the API would then refuse with a less helpful error.
 */
const MAILBOX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required, trimmed email, worded as the SPEC says. */
export function emailField(message: string = EMAIL_MESSAGE) {
  return yup
    .string()
    .trim()
    .required(message)
    .email(message)
    .matches(MAILBOX, { message, excludeEmptyString: true })
    .max(254, message);
}
