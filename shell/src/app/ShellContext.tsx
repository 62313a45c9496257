import type { RuntimeConfig, Store, ThemeData } from '@store/shared';
import { createContext, useContext } from 'react';

/** What the shell knows after start-up, for its own components. */
export interface ShellData {
  config: RuntimeConfig;
  theme: ThemeData;
  store: Store | null;
  storeName: string;
  previewMode: boolean;
  /** Support routes and links are on (config flag, unless the theme turns it off). */
  supportEnabled: boolean;
}

export const ShellContext = createContext<ShellData | null>(null);

export function useShell(): ShellData {
  const v = useContext(ShellContext);
  if (!v) throw new Error('useShell outside ShellContext');
  return v;
}
