import Cookies from 'js-cookie';
import { setSessionCredentials } from '@store/shared';

export const accessCodeCookieName = (storeSlug: string) => `access_code_${storeSlug}`;

/**
 * SPEC §6: the access code comes from the accessCode query parameter at start-up (also what the
 * /login GET form submits) and is kept per store in a cookie. The parameter is removed from the
 * address bar so it is not shared by copying the URL.
 */
export function readAccessCode(storeSlug: string, loc: Location = window.location): string | null {
  const params = new URLSearchParams(loc.search);
  const fromQuery = params.get('accessCode');
  if (fromQuery && fromQuery.trim()) {
    const code = fromQuery.trim();
    Cookies.set(accessCodeCookieName(storeSlug), code, { expires: 30, sameSite: 'lax', path: '/' });
    params.delete('accessCode');
    const qs = params.toString();
    try {
      window.history.replaceState(
        window.history.state,
        '',
        `${loc.pathname}${qs ? `?${qs}` : ''}${loc.hash}`,
      );
    } catch {
      // Not fatal: the code still works, it just stays visible in the address bar.
    }
    return code;
  }
  return Cookies.get(accessCodeCookieName(storeSlug)) || null;
}

/** The encrypted preview payload from the URL hash (`#preview=...`); the API verifies it. */
export function readPreviewToken(hash: string = window.location.hash): string | null {
  const h = hash.replace(/^#/, '');
  if (!h) return null;
  const token = new URLSearchParams(h).get('preview');
  return token && token.trim() ? token.trim() : null;
}

export interface Credentials {
  accessCode: string | null;
  previewToken: string | null;
}

export function installCredentials(storeSlug: string): Credentials {
  const accessCode = readAccessCode(storeSlug);
  const previewToken = readPreviewToken();
  setSessionCredentials({ accessCode, previewToken });
  return { accessCode, previewToken };
}
