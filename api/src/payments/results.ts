import type { PaymentStarted } from '@store/shared/src/types';
import type { AppContext } from '../lib/context';
import { approvalRedirect } from './approvals';
import type { PaymentRow } from './paymentRow';
import { ProviderUnavailable } from './gateways';
import { refreshLive, type LivePaymentRow } from './live';

export const toResult = (p: PaymentRow): PaymentStarted => ({
  paymentId: p.id,
  paymentToken: p.token,
  state: p.state,
  redirectUrl: null,
  error: p.error_message,
});

/** How the payment routes read a payment and answer it, for one payments API prefix. */
export interface PaymentReader {
  /** toResult plus where the shopper goes next while the payment awaits them: the provider's page, or the sandbox approval page. */
  result: (p: PaymentRow) => Promise<PaymentStarted>;
  find: (id: string) => Promise<LivePaymentRow | undefined>;
  /** A payment this request has just written, so it exists. */
  byId: (id: string) => Promise<LivePaymentRow>;
  /** A real provider's view of a waiting payment; an unreachable provider leaves the row as it is. */
  refreshed: (p: LivePaymentRow) => Promise<LivePaymentRow>;
}

export function paymentReader(ctx: AppContext, prefix: string): PaymentReader {
  const { db } = ctx;
  const result = async (p: PaymentRow): Promise<PaymentStarted> => {
    if (p.provider === 'sandbox')
      return { ...toResult(p), redirectUrl: await approvalRedirect(db, prefix, p) };
    const { redirect_url, client_secret, provider_ref } = p as LivePaymentRow;
    const waiting = p.state === 'requires_action';
    return {
      ...toResult(p),
      redirectUrl: waiting ? redirect_url : null,
      ...(client_secret ? { clientSecret: client_secret } : {}),
      // PayPal's JS SDK buttons approve the order in their own window: they need its id.
      ...(waiting && p.provider === 'paypal' && provider_ref
        ? { providerOrderId: provider_ref }
        : {}),
    };
  };
  const find = (id: string) => db.get<LivePaymentRow>('SELECT * FROM payments WHERE id = ?', [id]);
  const byId = async (id: string) => (await find(id))!;
  const refreshed = async (p: LivePaymentRow): Promise<LivePaymentRow> => {
    const gateway = ctx.payments.byName(p.provider);
    if (!gateway) return p;
    try {
      return await refreshLive(ctx, gateway, p);
    } catch (e) {
      if (e instanceof ProviderUnavailable) return p;
      throw e;
    }
  };
  return { result, find, byId, refreshed };
}
