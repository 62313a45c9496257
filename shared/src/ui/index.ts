export * from './theme';
export { Button, type ButtonVariant } from './Button';
export { Spinner } from './Spinner';
export { Skeleton } from './Skeleton';
export { Modal, type ModalProps } from './Modal';
export { ToastView } from './ToastView';
export { SafeHtml } from './SafeHtml';
export { hasMarkup, installServerPurifier, usePurifier, type Purifier } from './purifier';
export { visuallyHidden } from './visuallyHidden';
export { mq, type Breakpoint } from './mq';
export { MOBILE_QUERY, useMobileLayout } from './useMobileLayout';
export { useHydrated } from './useHydrated';
export { HydrateOnDemand, useOpenPartsOnChange } from './HydrateOnDemand';
export { afterPress, watchPresses } from './afterPress';
// The field kit's look without the kit (formik): for plain forms a page posts before its script.
export { useFieldStyles } from './fieldStyles';
export { SocialLinks, socialName, storeSocialLinks } from './SocialLinks';
export { Banner } from './Banner';
export { LineIcon, iconTarget } from './LineIcon';
export { TileImage, tileLinkCss } from './TileImage';
export {
  aboutHead,
  articleHead,
  cartHead,
  collectionHead,
  DESCRIPTION_MAX,
  fixedPageHead,
  HEAD_MESSAGES,
  heroDescription,
  homeHead,
  listingHead,
  loginHead,
  metaDescription,
  notFoundHead,
  PageHead,
  pageName,
  pageTitle,
  removeServerHead,
  SERVER_HEAD_SELECTOR,
  useHeadWords,
  type FixedPage,
  type HeadText,
  type HeadWords,
  type PageHeadProps,
} from './PageHead';
