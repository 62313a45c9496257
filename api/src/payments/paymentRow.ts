/** A row of `payments`: the sandbox's, or one a real provider holds (live.ts adds its columns). */
export interface PaymentRow {
  id: string;
  checkout_id: string;
  /** `sandbox`, or the real provider holding the money (migration 005). */
  provider: string;
  payment_method_id: string | null;
  token: string;
  state: string;
  amount_cents: number;
  error_code: string | null;
  error_message: string | null;
}
