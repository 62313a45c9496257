import { useEffect } from 'react';
import { useNavigate } from '@store/shared/router';
import { checkoutStartActions } from '../checkout/checkoutStartSlice';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { cartPageActions } from './cartPageSlice';

/** The page's flows (epics) act only while it is on screen; a checkout attempt says where to go. */
export function useCartPageFlows(): void {
  const dispatch = useRemoteDispatch();
  const navigate = useNavigate();
  const goTo = useRemoteSelector((s) => s.checkoutStart.goTo);

  useEffect(() => {
    dispatch(cartPageActions.opened());
    return () => {
      dispatch(cartPageActions.closed());
    };
  }, [dispatch]);

  // The router is the view's.
  useEffect(() => {
    if (!goTo) return;
    dispatch(checkoutStartActions.navigated());
    navigate(goTo);
  }, [goTo, dispatch, navigate]);
}
