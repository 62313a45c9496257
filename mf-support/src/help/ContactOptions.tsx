import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { HELP_MESSAGES as m } from './messages';

/** "Still need help?": live chat and email ticket, under a heading of the given level. */
export function ContactOptions({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { formatMessage: t } = useIntl();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby="support-contact-heading"
      css={(th) => ({
        marginTop: 32,
        padding: 16,
        background: th.tokens.surface,
        borderRadius: th.radii.md,
      })}
    >
      <H id="support-contact-heading" css={{ marginTop: 0 }}>
        {t(m.stillNeedHelp)}
      </H>
      <p>
        {t(m.liveChatHours)} <Link to="/live-chat">{t(m.chatWithUs)}</Link>
      </p>
      <p>
        {t(m.emailReply)} <Link to="/contact">{t(m.contactUs)}</Link>
      </p>
    </section>
  );
}
