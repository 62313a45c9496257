import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';
import { useFieldStyles } from './fieldStyles';
import { useStoreField, type FieldCommonProps } from './useStoreField';

/** The text-like input types the store's forms use. */
export type TextFieldType = 'text' | 'email' | 'tel' | 'search' | 'number' | 'password' | 'url';

export type TextFieldProps = FieldCommonProps &
  Omit<
    InputHTMLAttributes<HTMLInputElement>,
    keyof FieldCommonProps | 'type' | 'value' | 'checked' | 'aria-invalid' | 'aria-describedby'
  > & {
    type?: TextFieldType;
    /** Beside the input on its line, e.g. the field's own submit button. */
    addon?: ReactNode;
  };

export function TextField({
  name,
  label,
  id,
  hint,
  error,
  announce,
  className,
  addon,
  type = 'text',
  onChange,
  onBlur,
  ...input
}: TextFieldProps) {
  const s = useFieldStyles();
  const f = useStoreField<HTMLInputElement>({ name, label, id, hint, error }, { onChange, onBlur });
  return (
    <FieldFrame
      ids={f.ids}
      label={label}
      hint={hint}
      error={f.error}
      announce={announce}
      className={className}
      addon={addon}
    >
      <input {...input} {...f.control} type={type} css={s.control} />
    </FieldFrame>
  );
}
