import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import { useFieldStyles } from './fieldStyles';
import { useStoreField, type FieldCommonProps } from './useStoreField';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldCommonProps &
  Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    keyof FieldCommonProps | 'value' | 'multiple' | 'children' | 'aria-invalid' | 'aria-describedby'
  > & {
    options: readonly SelectOption[];
    /** A first, empty choice ('' in the form) worded like this; none when left out. */
    placeholder?: string;
    /**
     * The labels are the platform's words (Intl's country names): the store server's and the
     * browser's ICU may word a few differently ("Hong Kong SAR China", "Hong Kong"), which must not
     * fail a server-rendered form's hydration. The page keeps the server's words until it renders
     * the list again; each option's value is the same on both.
     */
    platformLabels?: boolean;
  };

export function SelectField({
  name,
  label,
  id,
  hint,
  error,
  announce,
  className,
  options,
  placeholder,
  platformLabels = false,
  onChange,
  onBlur,
  ...select
}: SelectFieldProps) {
  const s = useFieldStyles();
  const f = useStoreField<HTMLSelectElement>(
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
      <select {...select} {...f.control} css={s.control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} suppressHydrationWarning={platformLabels}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
