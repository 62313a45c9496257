import { EMAIL_MESSAGE, emailField } from '@store/shared';
import * as yup from 'yup';

export const RECOVER_EMAIL_MESSAGE = EMAIL_MESSAGE;

/** SPEC §5 Recover: email valid and required. */
export const recoverSchema = yup.object({
  email: emailField(RECOVER_EMAIL_MESSAGE),
});

export type RecoverValues = yup.InferType<typeof recoverSchema>;
