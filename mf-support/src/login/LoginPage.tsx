import {
  Button,
  loginHead,
  SocialLinks,
  storeSocialLinks,
  useHeadWords,
  useRemote,
} from '@store/shared';
import { useIntl } from 'react-intl';
import { Page } from '../ui/Page';
import { AccessRefusal } from './AccessRefusal';
import { LOGIN_MESSAGES as m } from './messages';

/**
 * /login: the store password page (SPEC §2). A plain GET form to / carrying accessCode: the shell
 * takes it from the URL at start-up and trades it for the API's HttpOnly access session.
 */
export function LoginPage() {
  const { formatMessage: t } = useIntl();
  const { theme, store, storeName } = useRemote();
  const { login } = theme.content;
  // The store's own title as written; without one, ours in the shopper's language. A password
  // page shows nothing of the store worth finding (noindex).
  const head = loginHead(theme, useHeadWords());
  return (
    <Page head={head}>
      {login.logo ? (
        <img
          src={login.logo}
          alt=""
          css={{ maxWidth: 160, maxHeight: 80, display: 'block', marginBottom: 16 }}
        />
      ) : null}
      {login.body ? <p>{login.body}</p> : <p>{t(m.intro)}</p>}
      <AccessRefusal />
      <form method="get" action="/" css={{ maxWidth: 360 }}>
        <div css={{ marginBottom: 16 }}>
          <label
            htmlFor="login-access-code"
            css={{ display: 'block', fontWeight: 600, marginBottom: 4 }}
          >
            {t(m.password)}
          </label>
          <input
            id="login-access-code"
            name="accessCode"
            type="password"
            placeholder={t(m.password)}
            autoComplete="current-password"
            required
            css={(th) => ({
              display: 'block',
              width: '100%',
              boxSizing: 'border-box',
              minHeight: 44,
              padding: '8px 12px',
              fontSize: 16,
              border: `1px solid ${th.tokens.border}`,
              borderRadius: th.radii.md,
            })}
          />
        </div>
        <Button type="submit">{t(m.submit)}</Button>
      </form>
      <div css={{ marginTop: 24 }}>
        <SocialLinks links={storeSocialLinks(theme, store)} label={t(m.social, { storeName })} />
      </div>
    </Page>
  );
}
