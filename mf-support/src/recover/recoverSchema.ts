import { EMAIL_MESSAGE, emailField } from '@store/shared';
import * as yup from 'yup';

export const RECOVER_EMAIL_MESSAGE = EMAIL_MESSAGE;

/** SPEC §5 Recover: email valid and required; the message in en unless one is given. */
export function recoverSchema(emailMessage: string = RECOVER_EMAIL_MESSAGE) {
  return yup.object({
    email: emailField(emailMessage),
  });
}
