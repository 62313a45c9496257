import { useIntl } from 'react-intl';
import { LAYOUT_MESSAGES as m } from './messages';

/** First focusable element: jumps to <main id="main">. */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a
      href="#main"
      css={(t) => ({
        position: 'absolute',
        left: 8,
        top: -60,
        zIndex: 1000,
        padding: '10px 16px',
        background: t.colors.text,
        color: t.colors.background,
        borderRadius: t.radii.sm,
        '&:focus': { top: 8 },
      })}
    >
      {intl.formatMessage(m.skipToContent)}
    </a>
  );
}
