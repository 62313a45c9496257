import { useIntl } from 'react-intl';
import { LISTING_MESSAGES as m } from './messages';

export function PrivateListingNotice() {
  const { formatMessage: t } = useIntl();
  return (
    <div
      role="note"
      css={(t) => ({
        padding: 12,
        background: t.tokens.warningSurface,
        border: `1px solid ${t.tokens.warning}`,
        borderRadius: t.radii.md,
      })}
    >
      <strong css={{ display: 'block' }}>{t(m.privateTitle)}</strong>
      <span>{t(m.privateText)}</span>
    </div>
  );
}
