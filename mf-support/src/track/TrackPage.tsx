import { Button, fixedPageHead, useHeadWords } from '@store/shared';
import { StoreForm, TextField, useStoreForm } from '@store/shared/form';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { Page } from '../ui/Page';
import { TRACK_MESSAGES as m } from './messages';
import { trackSubmitted } from './trackSlice';
import { trackSchema } from './trackSchema';

/** /track: order number → the checkout host's tracking page. */
export function TrackPage() {
  const { formatMessage: t } = useIntl();
  const dispatch = useRemoteDispatch();
  const redirectingTo = useRemoteSelector((s) => s.track.redirectingTo);
  const head = fixedPageHead('track', useHeadWords());
  const validationSchema = useMemo(() => trackSchema(t(m.orderNumberRequired)), [t]);
  // The SPEC gives no timing: the message shows once the field is left, or on submit.
  const form = useStoreForm({
    validateOn: 'blur',
    initialValues: { orderNumber: '' },
    validationSchema,
    onSubmit: ({ orderNumber }) => {
      dispatch(trackSubmitted({ orderNumber: orderNumber.trim() }));
    },
  });
  return (
    <Page head={head}>
      <p>{t(m.intro)}</p>
      <StoreForm form={form} css={{ maxWidth: 420 }}>
        <TextField id="track-ordernumber" name="orderNumber" label={t(m.orderNumber)} />
        <Button type="submit" aria-busy={redirectingTo ? true : undefined}>
          {t(m.submit)}
        </Button>
      </StoreForm>
      {redirectingTo ? (
        <p role="status">
          {t(m.redirecting, {
            link: (chunks: ReactNode[]) => <a href={redirectingTo}>{chunks}</a>,
          })}
        </p>
      ) : null}
      <p css={{ marginTop: 24 }}>
        <Link to="/support/track-my-order">{t(m.howTo)}</Link>
      </p>
      <p>
        <Link to="/track/recover">{t(m.lostNumber)}</Link>
      </p>
    </Page>
  );
}
