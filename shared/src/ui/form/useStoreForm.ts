import { useFormik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import { useCallback, useState, type FormEvent } from 'react';

/**
 * When a form validates, and when a field's message first shows (SPEC §5 names "on change" and
 * "on submit"):
 * - `change`: validates on change and blur; a message shows as soon as its field is edited;
 * - `blur`: validates on change and blur; a message shows once its field has been left;
 * - `submit`: nothing is validated before the first submit; from then on fields re-validate on
 *   change and blur, so a fixed field loses its message without another submit.
 * In every mode a submit shows every message.
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
  // formik's submitCount is only known after useFormik has run, too late to decide this render's
  // validateOnChange; the attempt is recorded here, in the same event as formik's.
  const [attempted, setAttempted] = useState(false);
  const live = validateOn !== 'submit' || attempted;
  const formik = useFormik<Values>({ ...config, validateOnChange: live, validateOnBlur: live });

  const { handleSubmit: formikHandleSubmit, submitForm: formikSubmitForm } = formik;
  const { resetForm: formikResetForm } = formik;
  const handleSubmit = useCallback(
    (e?: FormEvent<HTMLFormElement>) => {
      setAttempted(true);
      formikHandleSubmit(e);
    },
    [formikHandleSubmit],
  );
  const submitForm = useCallback(() => {
    setAttempted(true);
    return formikSubmitForm();
  }, [formikSubmitForm]);
  const resetForm = useCallback<FormikProps<Values>['resetForm']>(
    (next) => {
      setAttempted(false);
      formikResetForm(next);
    },
    [formikResetForm],
  );
  const handleReset = useCallback(() => resetForm(), [resetForm]);

  return { ...formik, handleSubmit, submitForm, resetForm, handleReset, validateOn };
}
