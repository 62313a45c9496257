/**
 * A test double of PayPal's JS SDK (window.paypal) behind its script tag, following the documented
 * Buttons flow: `paypal.Buttons(options)` → `isEligible()`, `render(container)`, `close()`; a click
 * runs `onClick(data, actions)` (actions.reject() keeps the window shut), then `createOrder()` for
 * the order id; the buyer then approves (`onApprove({ orderID })`) or closes the window
 * (`onCancel`). A rejected createOrder reaches `onError`, as in the SDK.
 */
type Callback = (...args: unknown[]) => unknown;

export interface FakeButtons {
  options: Record<string, Callback | unknown>;
  rendered: boolean;
  disabled: boolean;
}

export function createFakePaypal() {
  const buttons: FakeButtons[] = [];
  const scripts: string[] = [];
  let failLoad = false;

  const sdk = {
    version: '5.0.0',
    Buttons(options: Record<string, unknown>) {
      const b: FakeButtons = { options, rendered: false, disabled: false };
      buttons.push(b);
      return {
        isEligible: () => true,
        async render(container: HTMLElement) {
          const el = document.createElement('button');
          el.textContent = 'PayPal';
          container.append(el);
          b.rendered = true;
          (options.onInit as Callback | undefined)?.(
            {},
            {
              enable: async () => void (b.disabled = false),
              disable: async () => void (b.disabled = true),
            },
          );
        },
        close: async () => undefined,
        updateProps: async () => undefined,
      };
    },
  };

  const current = () => {
    const b = buttons[buttons.length - 1];
    if (!b) throw new Error('PayPal buttons were not created');
    return b;
  };
  const call = (name: string, ...args: unknown[]) =>
    (current().options[name] as Callback | undefined)?.(...args);

  /** What the SDK does on a click: ask onClick, then createOrder. Resolves the order id, or null. */
  async function click(): Promise<string | null> {
    let allowed = true;
    await call(
      'onClick',
      { fundingSource: 'paypal' },
      {
        resolve: async () => undefined,
        reject: async () => void (allowed = false),
      },
    );
    if (!allowed) return null;
    try {
      return (await call('createOrder', { paymentSource: 'paypal' }, {})) as string;
    } catch (e) {
      await call('onError', e);
      return null;
    }
  }

  /**
   * The load boundary: react-paypal-js inserts https://www.paypal.com/sdk/js?... into <head>; the
   * double answers it by defining window.paypal (or failing, like a blocked script).
   */
  function install(): () => void {
    const original = document.head.insertBefore.bind(document.head);
    const spy = jest
      .spyOn(document.head, 'insertBefore')
      .mockImplementation(<T extends Node>(node: T, ref: Node | null): T => {
        const script = node as unknown as HTMLScriptElement;
        if (script.tagName === 'SCRIPT' && script.src.startsWith('https://www.paypal.com/sdk/js')) {
          scripts.push(script.src);
          api.loading += 1;
          // Answered on the next microtask, so a test's async act() sees the load and its renders.
          void Promise.resolve().then(() => {
            api.loading -= 1;
            if (failLoad) {
              api.failed = true;
              script.onerror?.(new Event('error'));
              return;
            }
            (window as unknown as { paypal?: unknown }).paypal = sdk;
            script.onload?.(new Event('load'));
          });
          return node;
        }
        return original(node, ref);
      });
    return () => {
      spy.mockRestore();
      delete (window as unknown as { paypal?: unknown }).paypal;
    };
  }

  const api = {
    /** The script was answered with a load error. */
    failed: false,
    /** Script tags inserted and not yet answered. */
    loading: 0,
    buttons,
    scripts,
    install,
    click,
    approve: (orderID: string) => call('onApprove', { orderID, payerID: 'BUYER1' }, {}),
    cancel: (orderID: string) => call('onCancel', { orderID }),
    error: (e: Error) => call('onError', e),
    failNextLoad: () => void (failLoad = true),
  };
  return api;
}
