import { Button, SocialLinks, storeSocialLinks, useRemote } from '@store/shared';
import { Page } from '../ui/Page';

export const DEFAULT_LOGIN_TITLE = 'Login';

/**
 * /login: the store password page (SPEC §2). A plain GET form to / carrying accessCode: the shell
 * takes it from the URL at start-up and trades it for the API's HttpOnly access session.
 */
export function LoginPage() {
  const { theme, store, storeName } = useRemote();
  const { login } = theme.content;
  const title = login?.title?.trim() || DEFAULT_LOGIN_TITLE;
  return (
    <Page title={title}>
      {login?.logo ? (
        <img
          src={login.logo}
          alt=""
          css={{ maxWidth: 160, maxHeight: 80, display: 'block', marginBottom: 16 }}
        />
      ) : null}
      {login?.body ? (
        <p>{login.body}</p>
      ) : (
        <p>This store is password protected. Enter the password to continue.</p>
      )}
      <form method="get" action="/" css={{ maxWidth: 360 }}>
        <div css={{ marginBottom: 16 }}>
          <label
            htmlFor="login-access-code"
            css={{ display: 'block', fontWeight: 600, marginBottom: 4 }}
          >
            Password
          </label>
          <input
            id="login-access-code"
            name="accessCode"
            type="password"
            placeholder="Password"
            autoComplete="current-password"
            required
            css={(t) => ({
              display: 'block',
              width: '100%',
              boxSizing: 'border-box',
              minHeight: 44,
              padding: '8px 12px',
              fontSize: 16,
              border: `1px solid ${t.tokens?.border}`,
              borderRadius: t.radii?.md,
            })}
          />
        </div>
        <Button type="submit">Login</Button>
      </form>
      <div css={{ marginTop: 24 }}>
        <SocialLinks
          links={storeSocialLinks(theme, store)}
          label={`${storeName} on social media`}
        />
      </div>
    </Page>
  );
}
