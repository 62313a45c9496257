import { useTheme } from '@emotion/react';
import { iconTarget, LineIcon, Modal } from '@store/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { NEWSLETTER_MESSAGES as m } from './newsletterMessages';
import { LazyNewsletterForm } from './LazyNewsletterForm';

/** The header's bell: opens the "Get notified" modal (`getnotified-modal`) with the newsletter. */
export function GetNotified() {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const { formatMessage: t } = useIntl();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t(m.title)}
        title={t(m.title)}
        onClick={() => setOpen(true)}
        css={{
          border: 0,
          background: 'none',
          color: theme.colors.headerText,
          ...iconTarget,
          cursor: 'pointer',
        }}
      >
        <LineIcon>
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </LineIcon>
      </button>
      {open ? (
        <Modal name="getnotified-modal" title={t(m.title)} onClose={() => setOpen(false)}>
          <p css={{ marginTop: 0 }}>{t(m.intro)}</p>
          <LazyNewsletterForm source="header" />
        </Modal>
      ) : null}
    </>
  );
}
