import { Button, Spinner } from '@store/shared';
import { useIntl } from 'react-intl';
import { HELP_MESSAGES as m } from './messages';

/** While the articles load, or when they could not be: an honest message and a retry. */
export function HelpStatus({ failed, retry }: { failed: boolean; retry: () => void }) {
  const { formatMessage: t } = useIntl();
  if (!failed) return <Spinner label={t(m.loading)} />;
  return (
    <div role="alert">
      <p>{t(m.loadFailed)}</p>
      <Button type="button" variant="secondary" onClick={() => void retry()}>
        {t(m.retry)}
      </Button>
    </div>
  );
}
