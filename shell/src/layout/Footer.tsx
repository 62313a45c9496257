import { useTheme } from '@emotion/react';
import { SocialLinks, storeSocialLinks, visuallyHidden } from '@store/shared';
import { Link } from '@store/shared/router';
import { useShell } from '../app/ShellContext';
import { LazyNewsletterForm } from '../newsletter/LazyNewsletterForm';
import { NEWSLETTER_MESSAGES as nm } from '../newsletter/newsletterMessages';
import { NewsletterOutcome } from '../newsletter/NewsletterOutcome';
import { useIntl } from 'react-intl';
import { FooterPreferences } from '../localization/FooterPreferences';
import { FooterLegal } from './FooterLegal';
import { FooterNav } from './FooterNav';
import { LAYOUT_MESSAGES as m } from './messages';
import { useLocalizationLabel } from './useLocalizationLabel';

export const POWERED_BY = { text: 'Powered by Storefront', href: 'https://github.com/' } as const;
export const REFUND_POLICY_PATH = '/support/return-policy';

/**
 * About text, help and legal links, newsletter signup, copyright, powered-by link and the
 * region/currency button. The signup and the Preferences are real forms the store server answers
 * until the page is live (before and without its script).
 */
export function Footer({ onPreferences }: { onPreferences?: () => void }) {
  const theme = useTheme();
  const { storeName, theme: themeData, store, supportEnabled } = useShell();
  const localization = useLocalizationLabel();
  const { formatMessage: t } = useIntl();
  const year = new Date().getFullYear();
  const aboutText = themeData.content.footer.aboutText;
  const linkCss = { color: theme.colors.footerText, display: 'inline-block', padding: '6px 0' };

  const helpLinks = [
    ...(supportEnabled ? [{ to: '/support', label: t(m.support) }] : []),
    { to: '/track', label: t(m.trackOrder) },
    { to: '/contact', label: t(m.contactUs) },
    ...(supportEnabled ? [{ to: REFUND_POLICY_PATH, label: t(m.refundPolicy) }] : []),
  ];

  return (
    <footer
      css={{
        marginTop: 48,
        padding: '32px 24px',
        background: theme.colors.footerBackground,
        color: theme.colors.footerText,
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
      }}
    >
      <section aria-label={t(m.aboutStore, { store: storeName })}>
        <p css={{ fontWeight: 700, fontSize: 18, margin: '0 0 8px' }}>{storeName}</p>
        {aboutText && <p css={{ margin: '0 0 8px' }}>{aboutText}</p>}
        {themeData.content.header.showAbout && (
          <Link to="/about" css={linkCss}>
            {t(m.readMore)}
            {/* Out of context (a screen reader's link list, search engines) the link says where. */}
            <span css={visuallyHidden}>{t(m.readMoreAbout, { store: storeName })}</span>
          </Link>
        )}
        <SocialLinks
          links={storeSocialLinks(themeData, store)}
          label={t(m.storeSocial, { store: storeName })}
        />
      </section>
      <FooterNav label={t(m.helpNav)} links={helpLinks} linkCss={linkCss} />
      <FooterLegal store={store} linkCss={linkCss} />
      <section
        aria-labelledby="footer-newsletter"
        css={{
          // The form keeps the page's own colours (its messages are tuned for them), as a card.
          padding: 16,
          borderRadius: theme.radii.md,
          background: theme.colors.background,
          color: theme.colors.text,
        }}
      >
        <h2 id="footer-newsletter" css={{ margin: '0 0 4px', fontSize: 18 }}>
          {t(nm.title)}
        </h2>
        <p css={{ margin: '0 0 8px' }}>{t(nm.intro)}</p>
        <LazyNewsletterForm source="footer" />
        {/* What the store server's signup did, when the plain form posted (page without script). */}
        <NewsletterOutcome />
      </section>
      <div>
        <FooterPreferences label={localization} onPreferences={onPreferences} />
        <p css={{ margin: '16px 0 4px' }}>{`© ${year} ${storeName}`}</p>
        <a href={POWERED_BY.href} rel="noopener" css={linkCss}>
          {t(m.poweredBy)}
        </a>
      </div>
    </footer>
  );
}
