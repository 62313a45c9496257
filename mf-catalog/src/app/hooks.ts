import { createContext, useContext } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The store slug the shell passes in (RemoteRoutesProps). */
export const StoreSlugContext = createContext('demo');
export const useStoreSlug = () => useContext(StoreSlugContext);
