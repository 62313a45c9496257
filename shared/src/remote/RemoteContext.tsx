import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, type RuntimeConfig } from '../api/config';
import type { RemoteRoutesProps } from '../routes';
import { DEFAULT_STORE_NAME } from '../types';
import { DEFAULT_THEME_DATA } from '../ui/theme';

const RemoteContext = createContext<RemoteRoutesProps | null>(null);

/**
 * The props as this remote was built to read them. A shell deployed before a prop existed does
 * not send it: the remote then runs on the defaults instead of crashing (remotes deploy alone).
 */
export function withRemoteDefaults(props: Partial<RemoteRoutesProps>): RemoteRoutesProps {
  const theme = props.theme ?? DEFAULT_THEME_DATA;
  return {
    storeSlug: props.storeSlug ?? '',
    previewMode: props.previewMode ?? theme.previewMode,
    theme,
    store: props.store ?? null,
    storeName: props.storeName || theme.meta.storeName || props.store?.name || DEFAULT_STORE_NAME,
    config: props.config ?? bootedConfig(),
  };
}

/** The config the shell booted with; the embedded default where none was loaded (a unit test). */
function bootedConfig(): RuntimeConfig {
  try {
    return getRuntimeConfig();
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}

/** What the shell handed the remote's ./Routes, for every page of the remote. */
export function RemoteProvider({
  value,
  children,
}: {
  value: Partial<RemoteRoutesProps>;
  children: ReactNode;
}) {
  const full = useMemo(() => withRemoteDefaults(value), [value]);
  return <RemoteContext.Provider value={full}>{children}</RemoteContext.Provider>;
}

/**
 * The shell's props inside a remote. Outside a RemoteProvider (a component rendered alone in a
 * test) it says so instead of inventing a store.
 */
export function useRemote(): RemoteRoutesProps {
  const value = useContext(RemoteContext);
  if (!value)
    throw new Error('useRemote() outside a RemoteProvider: render the remote through its Routes.');
  return value;
}
