import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@store/shared';
import { StoreForm, TextField, useStoreForm } from '@store/shared/form';
import { hairline, looksDisabledCss, tokensOf } from '../ui/styles';
import { useStateMessage } from '../i18n/stateMessage';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { PROMO_TEXT as m } from './messages';
import { makePromoSchema, PROMO_MAX_LENGTH, type PromoFormValues } from './promoMessages';
import { promoActions as P } from './promoSlice';

const messageCss = { margin: '8px 0 0', fontSize: 14 };

/**
 * The promo form: the kit form, whether Apply would pass its schema, and its resets (after a
 * refusal, and when the code the server holds changes).
 */
function usePromoForm() {
  const { formatMessage: t } = useIntl();
  const dispatch = useRemoteDispatch();
  const applied = useRemoteSelector((s) => s.checkout.checkout?.promoCode ?? null);
  const p = useRemoteSelector((s) => s.promo);
  const promoSchema = useMemo(() => makePromoSchema(t(m.required)), [t]);
  // SPEC §5 only says a code is required: that message waits for an Apply without one, while
  // Apply's look follows `invalid` below from the first keystroke.
  const f = useStoreForm<PromoFormValues>({
    validateOn: 'submit',
    initialValues: { code: '' },
    validationSchema: promoSchema,
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
  // A code the server took (or removed) is not left typed in for 'Change code'. Only on a change:
  // a reset as the form mounts would throw away what was typed into the server's form before it
  // hydrated (the kit form adopts it as it mounts).
  const shownApplied = useRef(applied);
  useEffect(() => {
    if (shownApplied.current === applied) return;
    shownApplied.current = applied;
    resetForm();
  }, [applied, resetForm]);
  return { f, invalid };
}

/** The code the checkout holds, with Remove and Change code. */
function AppliedPromo({ code }: { code: string }) {
  const { formatMessage: t } = useIntl();
  const said = useStateMessage();
  const dispatch = useRemoteDispatch();
  const p = useRemoteSelector((s) => s.promo);
  return (
    <>
      <p css={{ margin: 0 }} role="status">
        {t(m.applied, { code, b: (chunks: ReactNode[]) => <strong>{chunks}</strong> })}
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <Button
          type="button"
          variant="link"
          aria-busy={p.pending === 'remove' || undefined}
          disabled={p.pending !== null}
          onClick={() => dispatch(P.removePromo())}
        >
          {t(m.remove)}
        </Button>
        <Button type="button" variant="link" onClick={() => dispatch(P.promoChangeStarted())}>
          {t(m.changeCode)}
        </Button>
      </div>
      {p.error ? (
        <p role="alert" css={(t) => ({ ...messageCss, color: tokensOf(t).danger })}>
          {said(p.error)}
        </p>
      ) : null}
    </>
  );
}

/**
 * SPEC §4 promo states: none → entered → applied (code, Remove, Change code) or failed (error
 * shown, code cleared); before an address, Apply only warns.
 */
export function PromoCode() {
  const { formatMessage: t } = useIntl();
  const said = useStateMessage();
  const dispatch = useRemoteDispatch();
  const applied = useRemoteSelector((s) => s.checkout.checkout?.promoCode ?? null);
  const p = useRemoteSelector((s) => s.promo);
  const { f, invalid } = usePromoForm();

  const wrap = (content: ReactNode) => (
    <div
      data-testid="promo-code"
      css={(t) => ({ borderTop: hairline(t), borderBottom: hairline(t), padding: '12px 0' })}
    >
      {content}
    </div>
  );

  if (applied && !p.changing) return wrap(<AppliedPromo code={applied} />);

  return wrap(
    <StoreForm form={f} aria-label={t(m.formLabel)}>
      <TextField
        name="code"
        label={t(m.label)}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={PROMO_MAX_LENGTH}
        // The server's refusal outranks the schema's message; the address warning is a note.
        error={p.error ? said(p.error) : null}
        hint={p.error ? null : p.needsAddress ? t(m.needsAddress) : null}
        announce
        css={{ marginBottom: 0 }}
        addon={
          <Button
            type="submit"
            variant="secondary"
            css={looksDisabledCss}
            aria-disabled={invalid || p.pending !== null}
            aria-busy={p.pending === 'apply' || undefined}
          >
            {t(m.apply)}
          </Button>
        }
      />
      {applied ? (
        <Button type="button" variant="link" onClick={() => dispatch(P.promoChangeCancelled())}>
          {t(m.keep, { code: applied })}
        </Button>
      ) : null}
    </StoreForm>,
  );
}
