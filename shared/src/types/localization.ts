export interface BuyerLocalization {
  buyer_region: string;
  buyer_currency: string;
  buyer_locale: string;
  fulfillment_region: string;
}

export interface LocalizationDetails {
  available_locales: { local_code: string; local_name: string }[];
  available_currencies: { currency: string; symbol: string }[];
  available_regions: { region: string; fulfillment_region: string }[];
}
