import { useFormik } from 'formik';
import { useEffect, useId, type ReactNode } from 'react';
import { Button } from '@store/shared';
import { colorsOf, fieldCss, hairline, looksDisabledCss } from '../checkout/styles';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import {
  PROMO_MAX_LENGTH,
  PROMO_NEEDS_ADDRESS,
  promoSchema,
  type PromoFormValues,
} from './promoMessages';
import { promoActions as P } from './promoSlice';

const messageCss = { margin: '8px 0 0', fontSize: 14 };

/**
 * SPEC §4 promo states: none → entered → applied (code, Remove, Change code) or failed (error
 * shown, code cleared); before an address, Apply only warns.
 */
export function PromoCode() {
  const dispatch = useAppDispatch();
  const applied = useAppSelector((s) => s.checkout.checkout?.promoCode ?? null);
  const p = useAppSelector((s) => s.promo);
  const inputId = useId();
  const messageId = `${inputId}-message`;

  const f = useFormik<PromoFormValues>({
    initialValues: { code: '' },
    validationSchema: promoSchema,
    validateOnChange: true,
    validateOnBlur: false,
    onSubmit: ({ code }) => {
      if (!p.pending) dispatch(P.applyPromo({ code: code.trim() }));
    },
  });
  // Checked here rather than read from formik's isValid, which resetForm() resets to "valid".
  const invalid = !promoSchema.isValidSync(f.values);

  const { resetForm } = f;
  useEffect(() => {
    if (p.failures > 0) resetForm();
  }, [p.failures, resetForm]);
  // A code the server took (or removed) is not left typed in for 'Change code'.
  useEffect(() => resetForm(), [applied, resetForm]);

  const wrap = (content: ReactNode) => (
    <div
      data-testid="promo-code"
      css={(t) => ({ borderTop: hairline(t), borderBottom: hairline(t), padding: '12px 0' })}
    >
      {content}
    </div>
  );

  if (applied && !p.changing) {
    return wrap(
      <>
        <p css={{ margin: 0 }} role="status">
          Promo code <strong>{applied}</strong> applied
        </p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          <Button
            type="button"
            variant="link"
            aria-busy={p.pending === 'remove' || undefined}
            disabled={p.pending !== null}
            onClick={() => dispatch(P.removePromo())}
          >
            Remove
          </Button>
          <Button type="button" variant="link" onClick={() => dispatch(P.changePromo())}>
            Change code
          </Button>
        </div>
        {p.error ? (
          <p role="alert" css={(t) => ({ ...messageCss, color: colorsOf(t).accent })}>
            {p.error}
          </p>
        ) : null}
      </>,
    );
  }

  const requiredError = f.submitCount > 0 && f.errors.code ? f.errors.code : null;
  const message = p.error ?? (p.needsAddress ? PROMO_NEEDS_ADDRESS : requiredError);
  return wrap(
    <form noValidate onSubmit={f.handleSubmit} aria-label="Apply a promo code">
      <div css={[fieldCss, { marginBottom: 0 }]}>
        <label htmlFor={inputId}>Promo code</label>
        <div css={{ display: 'flex', gap: 8 }}>
          <input
            id={inputId}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={PROMO_MAX_LENGTH}
            value={f.values.code}
            onChange={f.handleChange}
            aria-invalid={Boolean(p.error || requiredError)}
            aria-describedby={message ? messageId : undefined}
          />
          <Button
            type="submit"
            variant="secondary"
            css={looksDisabledCss}
            aria-disabled={invalid || p.pending !== null}
            aria-busy={p.pending === 'apply' || undefined}
          >
            Apply
          </Button>
        </div>
      </div>
      {applied ? (
        <Button type="button" variant="link" onClick={() => dispatch(P.cancelChangePromo())}>
          Keep {applied}
        </Button>
      ) : null}
      {message ? (
        <p
          id={messageId}
          role="alert"
          css={(t) => ({
            ...messageCss,
            color: p.error || requiredError ? colorsOf(t).accent : colorsOf(t).text,
          })}
        >
          {message}
        </p>
      ) : null}
    </form>,
  );
}
