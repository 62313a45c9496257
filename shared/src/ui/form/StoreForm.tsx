import { FormikProvider, type FormikValues } from 'formik';
import type { FormHTMLAttributes, ReactNode } from 'react';
import type { StoreFormApi } from './useStoreForm';
import { ValidateOnProvider } from './validateOnContext';

export type StoreFormProps<Values extends FormikValues> = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onReset' | 'noValidate' | 'children'
> & {
  /** What `useStoreForm` returned. */
  form: StoreFormApi<Values>;
  children: ReactNode;
};

/**
 * A `<form>` its fields find their values, errors and mode in. The browser's own validation is
 * off (`noValidate`): every message comes from the form's schema, worded as the SPEC says.
 */
export function StoreForm<Values extends FormikValues>({
  form,
  children,
  ...formProps
}: StoreFormProps<Values>) {
  return (
    <FormikProvider value={form}>
      <ValidateOnProvider value={form.validateOn}>
        <form {...formProps} noValidate onSubmit={form.handleSubmit} onReset={form.handleReset}>
          {children}
        </form>
      </ValidateOnProvider>
    </FormikProvider>
  );
}
