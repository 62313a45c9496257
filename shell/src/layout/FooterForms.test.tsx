import { DEFAULT_RUNTIME_CONFIG } from '@store/shared';
import { MemoryRouter } from '@store/shared/router';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { ShellContext, type ShellData } from '../app/ShellContext';
import { createShellStore, type ShellStore } from '../app/shellStore';
import { ShellIntl } from '../i18n/ShellIntl';
import { Preferences } from '../localization/Preferences';
import { localizationResolved } from '../localization/localizationSlice';
import { NEWSLETTER_TEXT } from '../newsletter/newsletterMessages';
import { demoStore, renderShell } from '../test/renderShell';
import { mergeTheme } from '../theme/mergeTheme';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Footer } from './Footer';

// The footer's two forms a server-rendered page posts to the store server before (or without) its
// script: the newsletter signup (POST /newsletter) and the Preferences (POST /preferences). Once the
// page is live, the footer is what it always was: the lazy form kit's signup and the modal's button.

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => new Promise(() => {})),
}));

// act() flushes React's work here as in Testing Library's renders (these tests hydrate by hand).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A browser's IntersectionObserver that never reports: the footer stays below the screen, so the
// newsletter's form kit is not asked for (the server render holds the same place).
beforeEach(() => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    observe() {}
    disconnect() {}
  };
});
afterEach(() => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.innerHTML = '';
});

const theme = mergeTheme({});
const shell: ShellData = {
  config: DEFAULT_RUNTIME_CONFIG,
  theme,
  store: demoStore,
  storeName: 'Demo Merch',
  previewMode: false,
  supportEnabled: true,
};

/** The footer and the Preferences modal it opens, as ShellLayout wires them. */
function FooterPage({ store }: { store: ShellStore }) {
  const [open, setOpen] = useState(false);
  return (
    <ShellContext.Provider value={shell}>
      <ThemeRoot theme={theme} storeName={shell.storeName}>
        <Provider store={store}>
          <ShellIntl>
            <Footer onPreferences={() => setOpen(true)} />
            <Preferences open={open} onClose={() => setOpen(false)} />
          </ShellIntl>
        </Provider>
      </ThemeRoot>
    </ShellContext.Provider>
  );
}

/** A shopper who chose EU / GBP in English (the page's localization, as the server resolved it). */
function storeWithChoice(): ShellStore {
  const store = createShellStore();
  store.dispatch(
    localizationResolved({
      current: { locale: 'en', currency: 'GBP', region: 'EU', fulfillmentRegion: 'EUR' },
      settled: true,
    }),
  );
  return store;
}

const page = (path: string, store: ShellStore) => (
  <MemoryRouter initialEntries={[path]}>
    <FooterPage store={store} />
  </MemoryRouter>
);

/** The server's markup of `path`, in the document, as a page whose script has not run. */
function serverPage(path: string, store = storeWithChoice()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(path, store));
  document.body.append(container);
  return { container, store };
}

/** Then its script: React hydrates the markup, and the page is live. */
async function hydrate(container: HTMLElement, path: string, store: ShellStore): Promise<Root> {
  return act(async () => hydrateRoot(container, page(path, store)));
}

const hidden = (form: Element, name: string) =>
  form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;

describe('before and without script (the server render)', () => {
  const PATH = '/listing/tidepool-wave-tee?pid=5001&size=xl';

  it('the newsletter is a real form the store server answers, named and labelled as the live one', () => {
    const { container } = serverPage(PATH);
    const region = within(container).getByRole('region', { name: NEWSLETTER_TEXT.title });
    const form = region.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/newsletter');
    const email = within(region).getByLabelText(NEWSLETTER_TEXT.emailLabel) as HTMLInputElement;
    expect(email.form).toBe(form);
    expect(email.name).toBe('email');
    expect(email.type).toBe('email');
    expect(hidden(form, 'source')).toBe('footer');
    expect(hidden(form, 'return')).toBe(PATH);
    const submit = within(region).getByRole('button', { name: NEWSLETTER_TEXT.submit });
    expect((submit as HTMLButtonElement).type).toBe('submit');
    expect((submit as HTMLButtonElement).form).toBe(form);
  });

  it("Preferences is a disclosure of the modal's selects, a real form, the shopper's choice selected", () => {
    const { container } = serverPage(PATH);
    const footer = within(container).getByRole('contentinfo');
    // No button that needs script: the disclosure's summary, named as the live button is.
    expect(within(footer).queryByRole('button', { name: /\(Preferences\)$/ })).toBeNull();
    const details = footer.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('EU / GBP (Preferences)');
    const form = details.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/preferences');
    expect(hidden(form, 'return')).toBe(PATH);
    const select = (label: string) => within(form).getByLabelText(label) as HTMLSelectElement;
    expect([select('Shipping region'), select('Currency'), select('Language')]).toEqual([
      form.querySelector('select[name="region"]'),
      form.querySelector('select[name="currency"]'),
      form.querySelector('select[name="locale"]'),
    ]);
    expect(select('Shipping region').value).toBe('EU');
    expect(select('Currency').value).toBe('GBP');
    expect(select('Language').value).toBe('en');
    // The modal's very choices.
    expect([...select('Currency').options].map((o) => [o.value, o.textContent])).toEqual([
      ['USD', 'USD ($)'],
      ['GBP', 'GBP (£)'],
      ['EUR', 'EUR (€)'],
      ['AUD', 'AUD ($)'],
      ['CAD', 'CAD ($)'],
    ]);
    expect([...select('Language').options].map((o) => o.value)).toEqual([
      'en',
      'de',
      'nl',
      'fr',
      'it',
      'es',
      'pt-BR',
      'en-GB',
    ]);
    expect(within(form).getByRole('button', { name: 'Submit' }).getAttribute('type')).toBe(
      'submit',
    );
  });

  it('holds no id twice', () => {
    const { container } = serverPage('/');
    const ids = [...container.querySelectorAll('[id]')].map((e) => e.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('once the page is live', () => {
  it('the Preferences control is the button that opens the modal, and no form is left beside it', async () => {
    const path = '/about';
    const { container, store } = serverPage(path);
    const root = await hydrate(container, path, store);
    const footer = within(container).getByRole('contentinfo');
    expect(footer.querySelector('details, form[action="/preferences"]')).toBeNull();
    const button = within(footer).getByRole('button', { name: 'EU / GBP (Preferences)' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');

    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Preferences' });
    expect((within(dialog).getByLabelText('Currency') as HTMLSelectElement).value).toBe('GBP');
    // The modal alone: the page holds no second set of these selects.
    expect(document.querySelectorAll('select[name="currency"]')).toHaveLength(1);
    act(() => root.unmount());
  });

  it('a form opened before the page went live stays in the shopper’s hands; closed, the button takes its place', async () => {
    const path = '/';
    const { container, store } = serverPage(path);
    // The shopper opened it on the server's page (a summary works without script).
    await userEvent.click(container.querySelector('summary')!);
    expect(container.querySelector('details')!.open).toBe(true);
    const root = await hydrate(container, path, store);

    const footer = within(container).getByRole('contentinfo');
    expect(within(footer).queryByRole('button', { name: /\(Preferences\)$/ })).toBeNull();
    expect(container.querySelector('details')!.open).toBe(true);
    expect(within(footer).getByLabelText('Currency')).toBeVisible();

    await userEvent.click(container.querySelector('summary')!);
    const button = await within(footer).findByRole('button', { name: 'EU / GBP (Preferences)' });
    expect(container.querySelector('details')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
    act(() => root.unmount());
  });

  it('a tap on the disclosure as hydration commits, before the page turns live, opens the modal (the SPEC’s), not the form in place', async () => {
    const path = '/';
    const { container, store } = serverPage(path);
    // The tap lands in the same commit as the hydration, after the footer's own layout effects,
    // while the page still renders as the server did (the live render comes in a later task).
    function TapWhileHydrating() {
      useLayoutEffect(() => container.querySelector('summary')!.click(), []);
      return null;
    }
    const root = await act(async () =>
      hydrateRoot(
        container,
        <>
          {page(path, store)}
          <TapWhileHydrating />
        </>,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Preferences' });
    expect((within(dialog).getByLabelText('Currency') as HTMLSelectElement).value).toBe('GBP');
    // Nothing opened in place: the footer holds no second set of the selects.
    expect(container.querySelector('details[open]')).toBeNull();
    expect(document.querySelectorAll('select[name="currency"]')).toHaveLength(1);
    act(() => root.unmount());
  });

  it('the newsletter keeps its plain form until the form kit arrives (the footer is not near yet)', async () => {
    const path = '/';
    const { container, store } = serverPage(path);
    const root = await hydrate(container, path, store);
    const region = within(container).getByRole('region', { name: NEWSLETTER_TEXT.title });
    expect(region.querySelector('form[action="/newsletter"]')).not.toBeNull();
    act(() => root.unmount());
  });

  it('an address typed into the server’s signup before the footer hydrated is the live form’s, focus and all', async () => {
    let near: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(report: (entries: { isIntersecting: boolean }[]) => void) {
        near = report;
      }
      observe() {}
      disconnect() {}
    };
    const path = '/';
    const { container, store } = serverPage(path);
    // Typed as the page paints: no script has seen it (no onChange ran).
    const plain = within(container).getByLabelText('Email for updates') as HTMLInputElement;
    plain.focus();
    plain.value = 'early@example.com';
    const root = await hydrate(container, path, store);
    await waitFor(() => expect(near).not.toBeNull());
    act(() => near?.([{ isIntersecting: true }]));
    const region = within(container).getByRole('region', { name: NEWSLETTER_TEXT.title });
    await waitFor(() => expect(region.querySelector('form[action="/newsletter"]')).toBeNull());
    const live = within(region).getByLabelText('Email for updates') as HTMLInputElement;
    expect(live).not.toBe(plain);
    expect(live.value).toBe('early@example.com');
    expect(live).toHaveFocus();
    act(() => root.unmount());
  });
});

describe('the signup outcome the store server came back with (?newsletter=)', () => {
  // Found, not got: the wait also lets the page's lazy parts settle inside the test.
  const footerRegion = async () =>
    within(await screen.findByRole('region', { name: NEWSLETTER_TEXT.title }));

  it.each([
    ['subscribed', 'status', NEWSLETTER_TEXT.subscribed],
    ['already', 'status', NEWSLETTER_TEXT.alreadySubscribed],
    ['failed', 'alert', NEWSLETTER_TEXT.failed],
    ['invalid', 'alert', NEWSLETTER_TEXT.emailInvalid],
  ])('%s is said in a banner in the footer', async (outcome, role, text) => {
    renderShell({ path: `/about?x=1&newsletter=${outcome}` });
    expect(await (await footerRegion()).findByRole(role)).toHaveTextContent(text);
  });

  it('the live form, once it signs up, says its own outcome instead', async () => {
    const user = userEvent.setup();
    const signup = jest.fn().mockResolvedValue({
      ok: true,
      status: 201,
      text: () => Promise.resolve(JSON.stringify({ subscribed: true, alreadySubscribed: false })),
    });
    const realFetch = global.fetch;
    global.fetch = signup as unknown as typeof fetch;
    try {
      // The footer on screen at once: the form kit's form takes the plain one's place.
      delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
      renderShell({ path: '/about?newsletter=failed' });
      const region = await footerRegion();
      expect(await region.findByRole('alert')).toHaveTextContent(NEWSLETTER_TEXT.failed);
      await waitFor(() => expect(region.queryByRole('textbox')).not.toBeNull());
      await user.type(region.getByLabelText(NEWSLETTER_TEXT.emailLabel), 'fan@example.com');
      await user.click(region.getByRole('button', { name: NEWSLETTER_TEXT.submit }));
      expect(await region.findByRole('status')).toHaveTextContent(NEWSLETTER_TEXT.subscribed);
      expect(region.queryByRole('alert')).toBeNull();
    } finally {
      global.fetch = realFetch;
    }
  });

  it('says it in the server render too', () => {
    const { container } = serverPage('/?newsletter=already');
    const region = within(container).getByRole('region', { name: NEWSLETTER_TEXT.title });
    expect(within(region).getByRole('status')).toHaveTextContent(NEWSLETTER_TEXT.alreadySubscribed);
  });

  it.each([['/about'], ['/about?newsletter=toString'], ['/about?newsletter=']])(
    'nothing is said for %s',
    async (path) => {
      renderShell({ path });
      const region = await footerRegion();
      expect(region.queryByRole('status')).toBeNull();
      expect(region.queryByRole('alert')).toBeNull();
    },
  );
});
