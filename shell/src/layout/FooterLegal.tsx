import type { CSSObject } from '@emotion/react';
import {
  CONSENT_SETTINGS_ATTRIBUTE,
  PRIVACY_POLICY_PATH,
  storeTagsOf,
  type Store,
} from '@store/shared';
import { useIntl } from 'react-intl';
import { FooterNav } from './FooterNav';
import { LAYOUT_MESSAGES as m } from './messages';

/**
 * The footer's legal links (SPEC §2: terms and privacy). A store whose tags wait for consent adds
 * "Cookie settings", so the shopper can change their answer on any page: the tags script
 * (shared/src/ssr/storeTags) opens its banner from this link; without it, the privacy policy.
 */
export function FooterLegal({ store, linkCss }: { store: Store | null; linkCss: CSSObject }) {
  const { formatMessage: t } = useIntl();
  const links = [
    { to: '/terms-of-use', label: t(m.terms) },
    { to: PRIVACY_POLICY_PATH, label: t(m.privacy) },
  ];
  const asksConsent = storeTagsOf(store?.marketingPixels)?.askConsent === true;
  return (
    <FooterNav label={t(m.legalNav)} links={links} linkCss={linkCss}>
      {asksConsent && (
        <li>
          <a href={PRIVACY_POLICY_PATH} css={linkCss} {...{ [CONSENT_SETTINGS_ATTRIBUTE]: '' }}>
            {t(m.cookieSettings)}
          </a>
        </li>
      )}
    </FooterNav>
  );
}
