import type { ChangeEvent, FocusEvent, ReactNode } from 'react';

const labelCss = { display: 'block', fontWeight: 600, marginBottom: 4 } as const;
const controlCss = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 44,
  padding: '8px 12px',
  fontSize: 16,
  border: '1px solid #6b7280',
  borderRadius: 6,
  background: '#fff',
  color: '#111827',
  '&[aria-invalid="true"]': { borderColor: '#b91c1c' },
} as const;
const errorCss = { color: '#b91c1c', margin: '4px 0 0', fontSize: 14 } as const;

interface BaseProps {
  id: string;
  name: string;
  label: string;
  value: string;
  /** Shown under the control and tied to it by aria-describedby. */
  error?: string | null;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

function FieldFrame({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div css={{ marginBottom: 16 }}>
      <label htmlFor={id} css={labelCss}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} css={errorCss}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const a11y = (id: string, error?: string | null) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

export function TextField({
  type = 'text',
  autoComplete,
  placeholder,
  required,
  ...p
}: BaseProps & {
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
}) {
  return (
    <FieldFrame id={p.id} label={p.label} error={p.error}>
      <input
        id={p.id}
        name={p.name}
        type={type}
        value={p.value}
        onChange={p.onChange}
        onBlur={p.onBlur}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required={required}
        css={controlCss}
        {...a11y(p.id, p.error)}
      />
    </FieldFrame>
  );
}

export function TextAreaField(p: BaseProps & { rows?: number }) {
  return (
    <FieldFrame id={p.id} label={p.label} error={p.error}>
      <textarea
        id={p.id}
        name={p.name}
        value={p.value}
        rows={p.rows ?? 5}
        onChange={p.onChange}
        onBlur={p.onBlur}
        css={{ ...controlCss, resize: 'vertical' }}
        {...a11y(p.id, p.error)}
      />
    </FieldFrame>
  );
}

export function SelectField(
  p: BaseProps & { options: { value: string; label: string }[]; placeholder: string },
) {
  return (
    <FieldFrame id={p.id} label={p.label} error={p.error}>
      <select
        id={p.id}
        name={p.name}
        value={p.value}
        onChange={p.onChange}
        onBlur={p.onBlur}
        css={controlCss}
        {...a11y(p.id, p.error)}
      >
        <option value="">{p.placeholder}</option>
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
