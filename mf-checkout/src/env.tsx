import { createContext, useContext } from 'react';
import { useTheme } from '@emotion/react';
import { DEFAULT_STORE_NAME } from '@store/shared';

export interface CheckoutEnv {
  storeSlug: string;
  previewMode: boolean;
}

export const CheckoutEnvContext = createContext<CheckoutEnv>({
  storeSlug: 'demo',
  previewMode: false,
});

export function useCheckoutEnv(): CheckoutEnv {
  const env = useContext(CheckoutEnvContext);
  const theme = useTheme();
  return { ...env, previewMode: env.previewMode || Boolean(theme?.previewMode) };
}

/** Store name: the store record first, then the theme, then "My Store". */
export function useStoreName(fromStore: string | null | undefined): string {
  const theme = useTheme();
  return fromStore || theme?.storeName || DEFAULT_STORE_NAME;
}
