import { useRemote } from '@store/shared';
import { useMemo } from 'react';
import type { StoreRead } from './catalogApi';

/** The store and preview state every catalog read is keyed by (one cache entry per pair). */
export function useStoreRead(): StoreRead {
  const { storeSlug, previewMode } = useRemote();
  return useMemo(() => ({ storeSlug, preview: previewMode }), [storeSlug, previewMode]);
}
