import * as yup from 'yup';

export const RECOVER_EMAIL_MESSAGE = 'Please enter a valid email';

/** SPEC §5 Recover: email valid and required. */
export const recoverSchema = yup.object({
  email: yup.string().trim().email(RECOVER_EMAIL_MESSAGE).required(RECOVER_EMAIL_MESSAGE),
});

export type RecoverValues = yup.InferType<typeof recoverSchema>;
