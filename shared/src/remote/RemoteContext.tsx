import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteRoutesProps } from '../routes';

const RemoteContext = createContext<RemoteRoutesProps | null>(null);

/** What the shell handed the remote's ./Routes, for every page of the remote. */
export function RemoteProvider({
  value,
  children,
}: {
  value: RemoteRoutesProps;
  children: ReactNode;
}) {
  return <RemoteContext.Provider value={value}>{children}</RemoteContext.Provider>;
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
