import Cookies from 'js-cookie';
import { bus, isApiError, openAccessSession, setSessionCredentials } from '@store/shared';
import { markStoreLocked } from './storeLock';

/** The plain-text code cookie earlier builds kept for 30 days; removed wherever it is found. */
export const legacyAccessCodeCookie = (storeSlug: string) => `access_code_${storeSlug}`;

/** When the API's 429 carries no Retry-After of its own (its default window). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** What an access code may look like: the API's rule (printable ASCII, 1–64 characters). */
const ACCESS_CODE = /^[\x20-\x7E]{1,64}$/;
/** A preview token is base64url of an AES-GCM payload (API lib/preview.ts: at most 512 chars). */
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{29,512}$/;

/**
 * SPEC §6: the access code comes from the accessCode query parameter at start-up (what the /login
 * GET form submits). It is always removed from the address bar, and returned only when it looks
 * like a code at all: a link carrying an emoji or CR/LF must not break the store for the shopper.
 */
export function takeAccessCode(loc: Location = window.location): string | null {
  const params = new URLSearchParams(loc.search);
  if (!params.has('accessCode')) return null;
  const code = (params.get('accessCode') ?? '').trim();
  params.delete('accessCode');
  const qs = params.toString();
  try {
    window.history.replaceState(
      window.history.state,
      '',
      `${loc.pathname}${qs ? `?${qs}` : ''}${loc.hash}`,
    );
  } catch {
    // Not fatal: the code just stays visible in the address bar.
  }
  return ACCESS_CODE.test(code) ? code : null;
}

/** The encrypted preview payload from the URL hash (`#preview=...`) when it is well formed. */
export function readPreviewToken(hash: string = window.location.hash): string | null {
  const h = hash.replace(/^#/, '');
  if (!h) return null;
  const token = (new URLSearchParams(h).get('preview') ?? '').trim();
  return PREVIEW_TOKEN.test(token) ? token : null;
}

export interface Credentials {
  previewToken: string | null;
}

/**
 * Installs the session's credentials before anything else calls the API: the preview token (sent
 * by fetchJson as x-preview-token), and an access code from the URL, traded for the API's HttpOnly
 * session cookie (the code itself is never stored in the browser). A wrong code answers 401, which
 * fetchJson announces (auth:required → /login), too many wrong ones 429; either is said as
 * `access:refused` for the login page. Any other failure leaves the store locked, and its own
 * calls then ask for the code the same way.
 */
export async function installCredentials(storeSlug: string): Promise<Credentials> {
  Cookies.remove(legacyAccessCodeCookie(storeSlug), { path: '/' });
  const previewToken = readPreviewToken();
  setSessionCredentials({ previewToken });
  const code = takeAccessCode();
  if (code) {
    try {
      // fetchJson hands back null for an empty 2xx body.
      const session = (await openAccessSession(storeSlug, code)) as { locked: boolean } | null;
      // The answer says whether the store has a code at all (a store without one opens none).
      if (session?.locked === true) markStoreLocked();
    } catch (e) {
      console.warn('[shell] access code not accepted', e);
      // Only a refusal is the shopper's to fix; an outage says nothing about their code. The
      // login page (where the locked store sends the shopper) says which refusal it was.
      if (isApiError(e) && e.status === 429) {
        const wait = e.errors[0]?.meta?.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
        bus.emit('access:refused', {
          reason: 'too-many-attempts',
          retryAt: Date.now() + wait * 1000,
        });
      } else if (isApiError(e) && (e.status === 401 || e.status === 403)) {
        bus.emit('access:refused', { reason: 'invalid' });
      }
    }
  }
  return { previewToken };
}
