export { CURRENCIES, DEFAULT_LOCALIZATION_DETAILS, LOCALES, REGIONS } from './localeLists';

export * from './catalog';
export { enText } from './enText';
export { shopperCurrency, shopperLocale, shopperRegion } from './shopperLocale';
export { shopperTranslator } from './shopperTranslator';
export {
  BundleIntl,
  prepareWords,
  RemoteIntl,
  useShopperLocale,
  type BundleWords,
} from './RemoteIntl';
