import { useTheme } from '@emotion/react';
import { iconTarget, LineIcon, Modal } from '@store/shared';
import { useState } from 'react';
import { NEWSLETTER_TEXT } from './newsletterMessages';
import { LazyNewsletterForm } from './LazyNewsletterForm';

/** The header's bell: opens the "Get notified" modal (`getnotified-modal`) with the newsletter. */
export function GetNotified() {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={NEWSLETTER_TEXT.title}
        title={NEWSLETTER_TEXT.title}
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
        <Modal
          name="getnotified-modal"
          title={NEWSLETTER_TEXT.title}
          onClose={() => setOpen(false)}
        >
          <p css={{ marginTop: 0 }}>{NEWSLETTER_TEXT.intro}</p>
          <LazyNewsletterForm source="header" />
        </Modal>
      ) : null}
    </>
  );
}
