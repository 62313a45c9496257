import { useEffect } from 'react';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { themeRequested } from './themeSlice';

/** Loads the store theme once and returns what the support pages read from it. */
export function useThemeContent() {
  const dispatch = useRemoteDispatch();
  const theme = useRemoteSelector((s) => s.theme);
  useEffect(() => {
    if (theme.status === 'idle') dispatch(themeRequested());
  }, [dispatch, theme.status]);
  return theme;
}
