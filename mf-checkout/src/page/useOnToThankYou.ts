import { useEffect } from 'react';
import { useNavigate } from '@store/shared/router';
import { thankYouParams } from '../checkout/checkoutEpics';
import { goesToThankYou } from '../checkout/checkoutLink';
import { useRemoteSelector } from '../store/hooks';
import { thankYouUrl } from './thankYouUrl';

/** A finished checkout (just now, or already when loaded) goes on to the thank-you page. */
export function useOnToThankYou(): void {
  const navigate = useNavigate();
  const s = useRemoteSelector((st) => st.checkout);
  const alreadyDone = s.status === 'loaded' && goesToThankYou(s.checkout, s.linked) && !s.completed;
  useEffect(() => {
    if (s.completed) navigate(thankYouUrl(s.completed), { replace: true });
    else if (alreadyDone && s.checkout)
      navigate(thankYouUrl(thankYouParams(s.checkout)), { replace: true });
  }, [s.completed, alreadyDone, s.checkout, navigate]);
}
