import type { ReactNode } from 'react';
import { errorTextCss, fieldCss } from './styles';

/** A labelled form control with its error text under it. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | false;
  children: (a11y: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div css={fieldCss}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} css={errorTextCss}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
