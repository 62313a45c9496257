import { emailField, enText } from '@store/shared';
import * as yup from 'yup';
import { RECOVER_MESSAGES } from './messages';

export const RECOVER_EMAIL_MESSAGE = enText(RECOVER_MESSAGES.emailInvalid);

/** SPEC §5 Recover: email valid and required; the message in en unless one is given. */
export function recoverSchema(emailMessage: string = RECOVER_EMAIL_MESSAGE) {
  return yup.object({
    email: emailField(emailMessage),
  });
}
