import { useTheme } from '@emotion/react';
import { DEFAULT_STORE_NAME, useRemote, type RemoteRoutesProps } from '@store/shared';

/** What the shell handed the remote, with preview also on when the theme is a preview. */
export function useCheckoutEnv(): RemoteRoutesProps {
  const env = useRemote();
  const theme = useTheme();
  return { ...env, previewMode: env.previewMode || Boolean(theme?.previewMode) };
}

/** Store name: the store record first, then the theme, then "My Store". */
export function useStoreName(fromStore: string | null | undefined): string {
  const theme = useTheme();
  return fromStore || theme?.storeName || DEFAULT_STORE_NAME;
}
