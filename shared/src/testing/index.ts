// `@store/shared/testing`: helpers for the bundles' tests only. Never imported by application code
// (no bundle carries what these pull in, such as the ICU message parser).
export {
  allTexts,
  argumentsOf,
  catalogProblems,
  precompiledProblems,
  wordsIn,
} from '../i18n/catalogProblems';
export { inShopperLocale } from './shopperLocale';
export { renderedHead } from './pageHead';
export { exposedContractProblems, exposesOf, remoteContract } from './exposedContracts';
export { fakeViewport } from './viewport';
