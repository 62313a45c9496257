import { createContext, useContext } from 'react';
import type { RemoteRoutesProps } from '@store/shared';

/** What the shell passed to ./Routes, for any page that needs it. */
const SupportContext = createContext<RemoteRoutesProps>({ storeSlug: 'demo', previewMode: false });

export const SupportContextProvider = SupportContext.Provider;
export const useSupportContext = () => useContext(SupportContext);
