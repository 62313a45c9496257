import { useFormik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';

/**
 * When a field's message first shows (SPEC §5 names "on change" and "on submit"):
 * - `change`: as soon as the field is edited, left, or the form submitted;
 * - `blur`: once the field has been left, or the form submitted;
 * - `submit`: only after the form has been submitted.
 * Validation itself always runs on change and blur, so a message that is showing follows the value
 * (a fixed field loses its message at once) and `errors` is current for buttons that depend on it.
 */
export type ValidateOn = 'change' | 'blur' | 'submit';

export type StoreFormConfig<Values extends FormikValues> = Omit<
  FormikConfig<Values>,
  'validateOnChange' | 'validateOnBlur' | 'component' | 'render' | 'children'
> & { validateOn: ValidateOn };

/** formik's bag plus the form's mode, which `<StoreForm>` hands to its fields. */
export type StoreFormApi<Values extends FormikValues> = FormikProps<Values> & {
  validateOn: ValidateOn;
};

/** The one way a store form is wired to formik. */
export function useStoreForm<Values extends FormikValues>({
  validateOn,
  ...config
}: StoreFormConfig<Values>): StoreFormApi<Values> {
  const formik = useFormik<Values>({ ...config, validateOnChange: true, validateOnBlur: true });
  return { ...formik, validateOn };
}
