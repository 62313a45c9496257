import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from '@store/shared/router';
import { isServerRender, PageHead, requestLocal, Spinner, useRemote } from '@store/shared';
import { AddressForm } from '../address/AddressForm';
import { addressActions } from '../address/addressSlice';
import { customerToValues, valuesToCustomer } from '../address/addressSchema';
import { AddressSummary } from '../address/AddressSummary';
import { VerifyAddressModal } from '../address/VerifyAddressModal';
import { AfterpayUnavailableModal } from '../delivery/AfterpayUnavailableModal';
import { DeliveryOptionsList } from '../delivery/DeliveryOptionsList';
import { deliveryActions } from '../delivery/deliverySlice';
import { useStateMessage } from '../i18n/stateMessage';
import { PaymentSection } from '../payment/PaymentSection';
import { PromoCode } from '../promo/PromoCode';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { thankYouParams } from '../checkout/checkoutEpics';
import { goesToThankYou } from '../checkout/checkoutLink';
import { CHECKOUT_MESSAGES as m } from '../checkout/messages';
import { checkoutActions as A } from '../store/checkoutSlice';
import { OrderSummary } from './OrderSummary';
import { checkoutGridCss } from '../ui/styles';
import { Section } from '../ui/Section';
import { thankYouUrl } from './thankYouUrl';

const SERVER_REQUEST = Symbol('mf_checkout.serverRequest');

/** The store record the shell already has, when it has one: the checkout need not ask for it. */
const storeRecord = (name: string | undefined, region: string | undefined) =>
  name !== undefined && region ? { name, region } : null;

export function CheckoutPage() {
  const { checkoutId = '' } = useParams();
  const link = useSearchParams()[0].get('id');
  const { storeSlug, previewMode, store: shellStore, storeName } = useRemote();
  const { formatMessage: t } = useIntl();
  const said = useStateMessage();
  const dispatch = useRemoteDispatch();
  const navigate = useNavigate();
  const s = useRemoteSelector((st) => st.checkout);
  const address = useRemoteSelector((st) => st.address);
  const delivery = useRemoteSelector((st) => st.delivery);

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

  // SPEC §2's 'Checkout | {store name}' in every state of the page; a shopper's own checkout is
  // no page for search engines.
  const head = <PageHead title={t(m.documentTitle, { storeName })} noindex />;

  // Finished (just now, or already when loaded): on to the thank-you page.
  const alreadyDone = s.status === 'loaded' && goesToThankYou(s.checkout, s.linked) && !s.completed;
  useEffect(() => {
    if (s.completed) navigate(thankYouUrl(s.completed), { replace: true });
    else if (alreadyDone && s.checkout)
      navigate(thankYouUrl(thankYouParams(s.checkout)), { replace: true });
  }, [s.completed, alreadyDone, s.checkout, navigate]);

  const backLink = <Link to="/cart">{t(m.backToCart)}</Link>;

  if (s.status === 'failed') {
    return (
      <div css={{ padding: 16 }}>
        {head}
        {backLink}
        <h1>{t(m.title)}</h1>
        <p role="alert">{t(m.loadFailed)}</p>
        <Link to="/cart">{t(m.returnToCart)}</Link>
      </div>
    );
  }
  if (s.status !== 'loaded' || !s.checkout || s.id !== checkoutId) {
    return (
      <div css={{ padding: 16, textAlign: 'center' }}>
        {head}
        <Spinner label={t(m.loading)} />
      </div>
    );
  }

  const checkout = s.checkout;
  const hasOptions = delivery.options.length > 0;
  const selectedOptionId = delivery.pendingOptionId ?? checkout.deliveryOption?.id ?? null;

  return (
    <div css={{ padding: 16, maxWidth: 1100, margin: '0 auto' }}>
      {head}
      <div css={{ marginBottom: 12 }}>{backLink}</div>
      <h1>{t(m.title)}</h1>
      <div css={checkoutGridCss}>
        <OrderSummary checkout={checkout}>
          <PromoCode />
        </OrderSummary>
        <div css={{ gridArea: 'steps', minWidth: 0 }}>
          <Section step={1} title={t(m.stepCustomer)} active>
            {address.status === 'saved' && checkout.customer ? (
              <AddressSummary
                customer={checkout.customer}
                onEdit={() => dispatch(addressActions.addressEditStarted())}
              />
            ) : (
              <AddressForm
                initialValues={customerToValues(checkout.customer)}
                saving={address.status === 'saving'}
                verificationMessage={address.message ? said(address.message) : null}
                onSubmit={(v) =>
                  dispatch(
                    addressActions.submitAddress({
                      customer: valuesToCustomer(v, checkout.customer?.id),
                    }),
                  )
                }
              />
            )}
          </Section>
          <Section step={2} title={t(m.stepDelivery)} active={hasOptions || delivery.loading}>
            <DeliveryOptionsList
              options={delivery.options}
              loading={delivery.loading}
              selectedId={selectedOptionId}
              currency={checkout.costs.total.currency}
              onSelect={(id) => dispatch(deliveryActions.selectDeliveryOption(id))}
            />
          </Section>
          <Section step={3} title={t(m.stepPayment)} active={hasOptions}>
            <PaymentSection previewMode={previewMode} />
          </Section>
        </div>
      </div>
      {address.suggestion ? (
        <VerifyAddressModal
          original={address.suggestion.original}
          suggested={address.suggestion.suggested}
          onChoose={(customer) =>
            dispatch(addressActions.submitAddress({ customer, skipVerification: true }))
          }
          onCancel={() => dispatch(addressActions.suggestionDismissed())}
        />
      ) : null}
      {delivery.afterpayUnavailable ? (
        <AfterpayUnavailableModal
          onClose={() => dispatch(deliveryActions.afterpayUnavailableClosed())}
        />
      ) : null}
    </div>
  );
}
