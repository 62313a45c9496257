import { useRemote } from '@store/shared';
import type { Listing } from './listingData';
import { startTransition, useEffect, useOptimistic, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@store/shared/router';
import { listingUrl, pickProduct, pickSize, pickVariation } from './selection';

interface Choice {
  pid: string | null;
  variation: string | null;
  size: string | null;
}

interface ChoiceIds {
  pid: string;
  variation?: string;
  size?: string;
}

const choiceOf = (params: URLSearchParams): Choice => ({
  pid: params.get('pid') || params.get('product'),
  variation: params.get('variation'),
  size: params.get('size'),
});

/**
 * The product, colour and size the URL names (back and forward included), and `go` to pick
 * others by navigating.
 */
export function useListingChoice(listing: Listing) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const list = (useLocation().state as { list?: string } | null)?.list;
  const { previewMode } = useRemote();
  // Router navigations run as transitions: a pick shows until its navigation lands, so a
  // controlled radio does not flip back while one is pending.
  const [choice, showPick] = useOptimistic(choiceOf(params));

  const product = pickProduct(listing, choice.pid);
  const variation = product ? pickVariation(listing, product, choice.variation, previewMode) : null;
  const size = variation ? pickSize(variation, choice.size) : null;

  const go = (ids: ChoiceIds, { replace = false } = {}) =>
    startTransition(() => {
      showPick({ pid: ids.pid, variation: ids.variation ?? null, size: ids.size ?? null });
      navigate(listingUrl(listing.slug, ids), { replace, state: { productId: ids.pid, list } });
    });
  // Set when the address was corrected to what the shopper picked before hydration (it carries
  // the pid): the pid's own correction below was worked out from the old address and would undo it.
  const corrected = useRef(false);
  /** The address takes picks made before hydration, in place (no new history entry). */
  const adopt = (ids: ChoiceIds) => {
    corrected.current = true;
    go(ids, { replace: true });
  };

  // Product URLs carry pid: add it if missing (the choice itself is unchanged).
  const pid = product && !params.get('pid') ? product.productId : null;
  const withPid = pid
    ? listingUrl(listing.slug, {
        pid,
        variation: params.get('variation') ?? undefined,
        size: params.get('size') ?? undefined,
      })
    : null;
  useEffect(() => {
    if (!withPid) corrected.current = false;
    // In place and outside the router: only the address changes. Through the router, the new
    // location would re-render every link on the page and wake every part still waiting to
    // hydrate (HydrateOnDemand); its location goes on without the pid, which names the product
    // shown either way (picks navigate with it).
    else if (!corrected.current) window.history.replaceState(window.history.state, '', withPid);
  }, [withPid]);

  return { product, variation, size, go, adopt };
}
