import { useDispatch, useSelector } from 'react-redux';
import type { SupportDispatch, SupportState } from './store';

export const useSupportDispatch = useDispatch.withTypes<SupportDispatch>();
export const useSupportSelector = useSelector.withTypes<SupportState>();
