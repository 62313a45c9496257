import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import { useFieldStyles } from './fieldStyles';
import { useStoreField, type FieldCommonProps } from './useStoreField';

export type TextAreaFieldProps = FieldCommonProps &
  Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    keyof FieldCommonProps | 'value' | 'children' | 'aria-invalid' | 'aria-describedby'
  >;

export function TextAreaField({
  name,
  label,
  id,
  hint,
  error,
  announce,
  className,
  rows = 5,
  onChange,
  onBlur,
  ...textarea
}: TextAreaFieldProps) {
  const s = useFieldStyles();
  const f = useStoreField<HTMLTextAreaElement>(
    { name, label, id, hint, error },
    { onChange, onBlur },
  );
  return (
    <FieldFrame
      ids={f.ids}
      label={label}
      hint={hint}
      error={f.error}
      announce={announce}
      className={className}
    >
      <textarea {...textarea} {...f.control} rows={rows} css={[s.control, s.textarea]} />
    </FieldFrame>
  );
}
