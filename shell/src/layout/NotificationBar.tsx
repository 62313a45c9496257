import { useTheme } from '@emotion/react';
import { SafeHtml } from '@store/shared';
import { useIntl } from 'react-intl';
import { LAYOUT_MESSAGES as m } from './messages';

/**
 * Theme notification and the global notification flag. HTML from data reaches the page only
 * through SafeHtml (DOMPurify).
 */
export function NotificationBar({
  themeHtml,
  globalHtml,
}: {
  themeHtml: string | null;
  globalHtml: string | null;
}) {
  const theme = useTheme();
  const { formatMessage: t } = useIntl();
  const items = [globalHtml, themeHtml].filter(
    (h): h is string => typeof h === 'string' && h.trim().length > 0,
  );
  if (items.length === 0) return null;
  return (
    <div
      role="region"
      aria-label={t(m.announcements)}
      css={{
        background: theme.colors.primary,
        color: theme.buttons.primaryText,
        textAlign: 'center',
        padding: '6px 12px',
        fontSize: 14,
        a: { color: 'inherit' },
        p: { margin: 0 },
      }}
    >
      {items.map((html, i) => (
        <SafeHtml key={i} html={html} />
      ))}
    </div>
  );
}
