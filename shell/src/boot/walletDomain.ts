import { verifyPaymentDomain } from '@store/shared';

const DONE_KEY = 'wallet_domain_verified';

/**
 * SPEC §1 start-up: register this host with the card provider so Apple Pay's sheet can open on it
 * (SPEC §7 verifyDomain). Once per browser session: the answer does not change between pages, and
 * a shopper who never reaches the checkout should not pay for it more than once. Never awaited by
 * the first paint, and a failure only means the wallet button may not show; the store goes on.
 */
export async function verifyWalletDomain(
  hostname: string = window.location.hostname,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = sessionStorageOrNull(),
  verify: typeof verifyPaymentDomain = verifyPaymentDomain,
): Promise<boolean> {
  if (storage?.getItem(DONE_KEY) === hostname) return true;
  try {
    const { success } = await verify(hostname);
    if (success) storage?.setItem(DONE_KEY, hostname);
    return success;
  } catch (e) {
    console.warn('[shell] wallet domain verification failed', e);
    return false;
  }
}

/** Private windows and locked-down browsers throw on sessionStorage access. */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
