import type { ReactNode } from 'react';
import { useFieldStyles } from './fieldStyles';
import type { FieldIds } from './useStoreField';

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  announce?: boolean;
  className?: string;
  /** `choice`: a checkbox or radio, its label after it on the same line. */
  layout?: 'stacked' | 'choice';
  /** Beside the control, on its line (a field's own button). */
  addon?: ReactNode;
  children: ReactNode;
}

/** Label, control, then hint and message under it: the one layout every field kind shares. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  announce,
  className,
  layout = 'stacked',
  addon,
  children,
}: FieldFrameProps) {
  const s = useFieldStyles();
  const role = announce ? 'alert' : undefined;
  const labelEl = (
    <label htmlFor={ids.id} css={layout === 'stacked' ? s.label : undefined}>
      {label}
    </label>
  );
  return (
    <div className={className} css={s.frame}>
      {layout === 'choice' ? (
        <div css={s.choice}>
          {children}
          {labelEl}
        </div>
      ) : (
        <>
          {labelEl}
          {addon ? (
            <div css={s.withAddon}>
              {children}
              {addon}
            </div>
          ) : (
            children
          )}
        </>
      )}
      {hint ? (
        <p id={ids.hintId} role={role} css={s.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} role={role} css={s.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
