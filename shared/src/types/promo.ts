export type PromoCodeType = 'percentage' | 'fixed_value' | 'free_shipping';

export interface MoneyValue {
  /** Integer amount in the currency's minor unit (cents). */
  amount: number;
  currency: string;
}

export interface PromoCode {
  code: string;
  type: PromoCodeType;
  /** percentage: a number 0-100; fixed_value: cents + currency; free_shipping: null. */
  value: number | MoneyValue | null;
}
