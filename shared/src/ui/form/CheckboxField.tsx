import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import { useFieldStyles } from './fieldStyles';
import { useStoreField, type FieldCommonProps } from './useStoreField';

export type CheckboxFieldProps = FieldCommonProps &
  Omit<
    InputHTMLAttributes<HTMLInputElement>,
    keyof FieldCommonProps | 'type' | 'checked' | 'aria-invalid' | 'aria-describedby'
  >;

/**
 * A box ticked or not. With a boolean form value it edits true/false; with a `value` and an array
 * form value it adds or removes that value (formik's checkbox rules).
 */
export function CheckboxField({
  name,
  label,
  id,
  hint,
  error,
  announce,
  className,
  value,
  onChange,
  onBlur,
  ...input
}: CheckboxFieldProps) {
  const s = useFieldStyles();
  const f = useStoreField<HTMLInputElement>(
    { name, label, id, hint, error },
    {
      type: 'checkbox',
      value: value === undefined ? undefined : String(value),
      onChange,
      onBlur,
    },
  );
  return (
    <FieldFrame
      ids={f.ids}
      label={label}
      hint={hint}
      error={f.error}
      announce={announce}
      className={className}
      layout="choice"
    >
      <input {...input} {...f.control} type="checkbox" css={s.choiceBox} />
    </FieldFrame>
  );
}
