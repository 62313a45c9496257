import { useEffect, useRef } from 'react';
import { isServerRender, requestLocal, useRemote } from '@store/shared';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { checkoutActions as A } from '../store/checkoutSlice';

const SERVER_REQUEST = Symbol('mf_checkout.serverRequest');

/** The store record the shell already has, when it has one: the checkout need not ask for it. */
const storeRecord = (name: string | undefined, region: string | undefined) =>
  name !== undefined && region ? { name, region } : null;

/**
 * Loads the checkout the page is for: on the store server during the render, in the browser by
 * taking over what the server rendered, or else by asking for it (`link`: an encrypted `?id=`).
 */
export function useCheckoutLoad(checkoutId: string, link: string | null): void {
  const { storeSlug, store: shellStore } = useRemote();
  const dispatch = useRemoteDispatch();
  const s = useRemoteSelector((st) => st.checkout);
  const knownName = shellStore?.name;
  const knownRegion = shellStore?.region;
  // The store server renders the checkout from the API's answer (an encrypted link is opened in
  // the browser only: opening it is the link's use). Asked once per request, during the render,
  // where no effect runs.
  if (isServerRender() && !link)
    requestLocal(SERVER_REQUEST, () =>
      dispatch(
        A.checkoutRequested({
          id: checkoutId,
          storeSlug,
          store: storeRecord(knownName, knownRegion),
          onServer: true,
        }),
      ),
    );
  // What the server rendered this page with, taken over once instead of asked for again.
  const served = useRef(s.renderedOnServer && s.status === 'loaded' ? s.checkout : null);
  useEffect(() => {
    const handed = served.current;
    served.current = null;
    if (handed && handed.id === checkoutId && !link) dispatch(A.checkoutResumed(handed));
    else {
      const store = storeRecord(knownName, knownRegion);
      dispatch(A.checkoutRequested({ id: checkoutId, storeSlug, link, store }));
    }
  }, [dispatch, checkoutId, storeSlug, link, knownName, knownRegion]);
}
