import { FormikProvider, type FormikValues } from 'formik';
import { useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { useEarlyInput } from '../../early/useEarlyInput';
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
 * off (`noValidate`): every message comes from the form's schema, worded as the SPEC says. It
 * posts unless told otherwise: a server-rendered form sent before its script runs, or without
 * script, must never put what was typed (an address, a card number) into the page's address, its
 * history or a server's log. What was typed or picked before it hydrated becomes its values.
 */
export function StoreForm<Values extends FormikValues>({
  form,
  children,
  ...formProps
}: StoreFormProps<Values>) {
  const element = useRef<HTMLFormElement>(null);
  useEarlyInput(element, form);
  return (
    <FormikProvider value={form}>
      <ValidateOnProvider value={form.validateOn}>
        <form
          ref={element}
          method="post"
          {...formProps}
          noValidate
          onSubmit={form.handleSubmit}
          onReset={form.handleReset}
        >
          {children}
        </form>
      </ValidateOnProvider>
    </FormikProvider>
  );
}
