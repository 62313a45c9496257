import { useField, useFormikContext } from 'formik';
import { useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { useValidateOn } from './validateOnContext';

/** What every field kind takes. */
export interface FieldCommonProps {
  /** The formik value it edits. */
  name: string;
  /** Visible, and the control's accessible name. */
  label: ReactNode;
  /** Defaults to a generated one; give one when a test or a deep link needs it fixed. */
  id?: string;
  /** Help text under the control, read out with it (aria-describedby). */
  hint?: ReactNode;
  /**
   * A message from outside the schema (a server refusal). Shown whatever the mode, before the
   * schema's own message.
   */
  error?: string | null;
  /** Messages are live regions (role="alert"): for one that appears after an action elsewhere. */
  announce?: boolean;
  /** Styles the field's frame, so emotion's `css` prop on a field lands on the frame. */
  className?: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface StoreFieldOptions<E extends Control> {
  /** Checkboxes and radios read `checked` rather than `value`. */
  type?: 'checkbox' | 'radio';
  /** The value a checkbox or radio stands for. */
  value?: string;
  /** Called after the form has taken the change / the blur. */
  onChange?: (e: ChangeEvent<E>) => void;
  onBlur?: (e: FocusEvent<E>) => void;
}

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

export interface StoreField<E extends Control> {
  /** Spread onto the control. */
  control: {
    name: string;
    value: string | number | undefined;
    checked: boolean | undefined;
    id: string;
    onChange: (e: ChangeEvent<E>) => void;
    onBlur: (e: FocusEvent<E>) => void;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  ids: FieldIds;
  /** The message to show now, if any. */
  error: string | undefined;
}

/** The form's value, the message the mode lets show, and the ids that tie them together. */
export function useStoreField<E extends Control>(
  { name, id, hint, error: outsideError }: FieldCommonProps,
  { type, value, onChange, onBlur }: StoreFieldOptions<E> = {},
): StoreField<E> {
  const [field, meta, helpers] = useField<unknown>({ name, type, value });
  const { submitCount } = useFormikContext();
  const validateOn = useValidateOn();
  const generated = useId();
  const base = id ?? generated;
  const ids = { id: base, hintId: `${base}-hint`, errorId: `${base}-error` };

  const seen = submitCount > 0 || (validateOn !== 'submit' && meta.touched);
  const schemaError = seen && typeof meta.error === 'string' && meta.error ? meta.error : undefined;
  const error = outsideError || schemaError;
  const describedBy = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);

  return {
    control: {
      name: field.name,
      value: controlValue(field.value, type, value),
      checked: field.checked,
      id: base,
      onChange: (e) => {
        // "Validates on change": an edited field counts as visited before it is left.
        if (validateOn === 'change') void helpers.setTouched(true, false);
        field.onChange(e);
        onChange?.(e);
      },
      onBlur: (e) => {
        field.onBlur(e);
        onBlur?.(e);
      },
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    },
    ids,
    error,
  };
}

/** A text control shows '' for a value not set yet, so it stays controlled from the start. */
function controlValue(formValue: unknown, type: string | undefined, value: string | undefined) {
  if (type) return value;
  return typeof formValue === 'string' || typeof formValue === 'number' ? formValue : '';
}
