import { createContext, useContext } from 'react';
import type { ValidateOn } from './useStoreForm';

// formik's own context has no room for the mode, so <StoreForm> provides it beside formik's.
// Outside a StoreForm (a bare FormikProvider), fields fall back to formik's usual touched rule.
const ValidateOnContext = createContext<ValidateOn>('blur');

export const ValidateOnProvider = ValidateOnContext.Provider;
export const useValidateOn = () => useContext(ValidateOnContext);
