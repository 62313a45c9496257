/**
 * A test double of Stripe.js, following its documented behaviour: `elements().create(type)` gives
 * an element that emits `change` events `{ complete, empty, error }`; `createPaymentMethod`
 * resolves `{ paymentMethod }` or `{ error: { type: 'card_error', code, message } }` and never
 * throws. Tests drive the card by emitting changes and choosing the next createPaymentMethod result.
 */
type Handler = (e: unknown) => void;

export interface FakeElement {
  type: string;
  options: unknown;
  emit(event: string, payload: unknown): void;
  listening(event: string): boolean;
}

export interface FakePaymentRequest {
  options: unknown;
  shown: number;
  canMakePayment(): Promise<{ googlePay: boolean; applePay: boolean }>;
  show(): void;
  update(o: unknown): void;
  on(event: string, h: Handler): FakePaymentRequest;
  emit(event: string, payload: unknown): void;
}

export function createFakeStripe() {
  const elements: Record<string, FakeElement & Record<string, unknown>> = {};
  let nextResult: unknown = { paymentMethod: { id: 'pm_card_visa', type: 'card' } };
  // Stripe.js resolves handleNextAction with the intent after the challenge, or with an error.
  let nextActionResult: unknown = { paymentIntent: { status: 'succeeded' } };
  const calls: unknown[][] = [];
  const requests: FakePaymentRequest[] = [];
  const stripe = {
    /** Stripe's payment request: `canMakePayment` says which wallet the browser has. */
    paymentRequest(options: unknown) {
      const handlers: Record<string, Handler[]> = {};
      const pr: FakePaymentRequest = {
        options,
        shown: 0,
        canMakePayment: async () => ({ googlePay: true, applePay: false }),
        show: () => {
          pr.shown += 1;
        },
        update: (o: unknown) => calls.push(['update', o]),
        on(event: string, h: Handler) {
          (handlers[event] ??= []).push(h);
          return pr;
        },
        emit: (event: string, payload: unknown) => handlers[event]?.forEach((h) => h(payload)),
      };
      requests.push(pr);
      return pr;
    },
    _registerWrapper: () => undefined,
    registerAppInfo: () => undefined,
    elements: () => ({
      create(type: string, options: unknown) {
        const handlers: Record<string, Handler[]> = {};
        const el = {
          type,
          options,
          emit: (event: string, payload: unknown) => handlers[event]?.forEach((h) => h(payload)),
          listening: (event: string) => (handlers[event]?.length ?? 0) > 0,
          mount: () => setTimeout(() => el.emit('ready', { elementType: type })),
          on(event: string, h: Handler) {
            (handlers[event] ??= []).push(h);
            return el;
          },
          off(event: string, h: Handler) {
            handlers[event] = (handlers[event] ?? []).filter((x) => x !== h);
            return el;
          },
          update: () => undefined,
          // A destroyed element is gone from the page (react-stripe-js destroys on unmount).
          destroy: () => {
            if (elements[type] === el) delete elements[type];
          },
          unmount: () => undefined,
        };
        elements[type] = el;
        return el;
      },
      getElement(t: string | { __elementType?: string }) {
        return elements[typeof t === 'string' ? t : (t.__elementType ?? '')] ?? null;
      },
      update: () => undefined,
    }),
    // Present on every Stripe instance (react-stripe-js checks them); unused by our steps.
    createToken: async () => ({ error: { type: 'invalid_request_error' } }),
    confirmCardPayment: async () => ({ error: { type: 'invalid_request_error' } }),
    async handleNextAction(data: unknown) {
      calls.push(['handleNextAction', data]);
      return nextActionResult;
    },
    async createPaymentMethod(data: unknown) {
      calls.push(['createPaymentMethod', data]);
      return nextResult;
    },
  };
  return {
    stripe,
    requests,
    elements,
    calls,
    /** What the next createPaymentMethod resolves with. */
    willCreate(result: unknown) {
      nextResult = result;
    },
    /** What the next handleNextAction (3-D Secure challenge) resolves with. */
    willHandleNextAction(result: unknown) {
      nextActionResult = result;
    },
  };
}
