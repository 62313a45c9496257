import { css } from '@emotion/react';
import { useId, useMemo, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFieldStyles } from './fieldStyles';
import { useStoreField } from './useStoreField';

/** One input of a compound field: a form value with its own accessible name. */
export type CompoundPart = {
  name: string;
  /** The input's accessible name (the compound's label is the visible one). */
  label: string;
  /** Share of the line, as a CSS flex value: the widest part grows. */
  flex?: string;
} & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'checked' | 'type' | 'aria-invalid' | 'aria-describedby' | 'aria-label'
>;

export interface CompoundFieldProps {
  /** Visible, and the group's accessible name. */
  label: ReactNode;
  parts: readonly CompoundPart[];
  className?: string;
}

/**
 * Several form values typed into one control, as a card provider's single card element takes
 * number, expiry and CVC on one line: a labelled group with one frame, each input named on its
 * own, and the parts' messages under the frame. Each part keeps its value, its validation timing
 * and its message exactly as a TextField would.
 */
export function CompoundField({ label, parts, className }: CompoundFieldProps) {
  const s = useFieldStyles();
  const base = useId();
  const labelId = `${base}-label`;
  const box = useMemo(
    () =>
      css(s.control, {
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '0 10px',
        '&:focus-within': s.focusRing,
        '&:has([aria-invalid="true"])': s.invalidBorder,
      }),
    [s],
  );
  return (
    <div role="group" aria-labelledby={labelId} className={className} css={s.frame}>
      <span id={labelId} css={s.label}>
        {label}
      </span>
      <div css={box}>
        {parts.map((part) => (
          <PartInput key={part.name} id={`${base}-${part.name}`} {...part} />
        ))}
      </div>
      {parts.map((part) => (
        <PartMessage key={part.name} id={`${base}-${part.name}`} {...part} />
      ))}
    </div>
  );
}

function PartInput({ name, label, id, flex = '0 0 5em', ...input }: CompoundPart & { id: string }) {
  const f = useStoreField<HTMLInputElement>({ name, label, id });
  return (
    <input
      {...input}
      {...f.control}
      type="text"
      aria-label={label}
      css={{
        flex,
        minWidth: 0,
        minHeight: 42,
        padding: 0,
        border: 0,
        outline: 'none',
        font: 'inherit',
        background: 'transparent',
        color: 'inherit',
      }}
    />
  );
}

/** The message of one part, tied to its input by the id useStoreField derives from `id`. */
function PartMessage({ name, label, id }: CompoundPart & { id: string }) {
  const s = useFieldStyles();
  const f = useStoreField<HTMLInputElement>({ name, label, id });
  return f.error ? (
    <p id={f.ids.errorId} css={s.error}>
      {f.error}
    </p>
  ) : null;
}
