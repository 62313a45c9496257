import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '@store/shared';
import { inShopperLocale } from '@store/shared/testing';
import { renderAt } from '../test/renderAt';

const MESSAGES = [
  'Please enter your order number',
  'Please enter a valid email',
  'Please enter your full name',
  'Please select the reason for your contact',
  'Please tell us why you are contacting us',
];

let info: jest.SpyInstance;
beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => info.mockRestore());

describe('/contact form', () => {
  it('has the SPEC field ids and names, each with a visible label', () => {
    renderAt('/contact');
    const byLabel: [string, string][] = [
      ['Order number', 'contact-ordernumber'],
      ['Email', 'contact-email'],
      ['Full name', 'contact-fullname'],
      ['Reason for contact', 'contact-reason'],
      ['Message', 'contact-reason-message'],
    ];
    for (const [label, id] of byLabel) expect(screen.getByLabelText(label).id).toBe(id);
    expect(screen.getByRole('combobox', { name: 'Reason for contact' }).tagName).toBe('SELECT');
  });

  it('shows every message when submitted empty, and does not navigate', async () => {
    const user = userEvent.setup();
    const { location } = renderAt('/contact');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    for (const m of MESSAGES) expect(await screen.findByText(m)).toBeTruthy();
    expect(location()).toBe('/contact');
    expect(info).not.toHaveBeenCalled();
  });

  it('validates on change: each field shows its message as soon as it is edited', async () => {
    const user = userEvent.setup();
    renderAt('/contact');
    await user.type(screen.getByLabelText('Email'), 'bad');
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe(
      'contact-email-error',
    );
    expect(screen.queryByText('Please enter your full name')).toBeNull();

    await user.type(screen.getByLabelText('Order number'), '1');
    await user.clear(screen.getByLabelText('Order number'));
    expect(await screen.findByText('Please enter your order number')).toBeTruthy();

    await user.type(screen.getByLabelText('Full name'), 'A');
    await user.clear(screen.getByLabelText('Full name'));
    expect(await screen.findByText('Please enter your full name')).toBeTruthy();

    await user.type(screen.getByLabelText('Message'), 'x');
    await user.clear(screen.getByLabelText('Message'));
    expect(await screen.findByText('Please tell us why you are contacting us')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Reason for contact'), 'billing');
    await user.selectOptions(screen.getByLabelText('Reason for contact'), '');
    expect(await screen.findByText('Please select the reason for your contact')).toBeTruthy();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await screen.findByLabelText('Email');
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
  });

  it('logs a valid submission and navigates to /contact-success', async () => {
    const user = userEvent.setup();
    const { location } = renderAt('/contact');
    await user.type(screen.getByLabelText('Order number'), 'TS-1001');
    await user.type(screen.getByLabelText('Email'), 'shopper@example.com');
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.selectOptions(screen.getByLabelText('Reason for contact'), 'Where is my order?');
    await user.type(screen.getByLabelText('Message'), 'It has been two weeks.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Message sent' })).toBeTruthy();
    expect(location()).toBe('/contact-success');
    expect(info).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({
        orderNumber: 'TS-1001',
        email: 'shopper@example.com',
        reason: 'order-status',
      }),
    );
  });
});

describe("/contact from a listing's 'Report this product' link", () => {
  it('preselects the report reason, names the listing and needs no order number', async () => {
    const user = userEvent.setup();
    const { location } = renderAt('/contact?reason=report&listing=tide-tee%22%3E%3Cb%3E');
    const reason = screen.getByLabelText('Reason for contact') as HTMLSelectElement;
    expect(reason.value).toBe('report');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'I would like to report this product: /tide-teeb\n',
    );
    await user.type(screen.getByLabelText('Email'), 'fan@example.com');
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Message sent' })).toBeTruthy();
    expect(location()).toBe('/contact-success');
    expect(screen.queryByText('Please enter your order number')).toBeNull();
  });

  it('ignores an unknown reason', () => {
    renderAt('/contact?reason=%3Cscript%3E');
    expect((screen.getByLabelText('Reason for contact') as HTMLSelectElement).value).toBe('');
  });
});

describe('/live-chat', () => {
  afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

  it('says chat is available 7 days a week but currently unavailable, and offers the contact form', () => {
    renderAt('/live-chat');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Live chat',
    ]);
    expect(screen.getByText(/Live chat is available 7 days a week/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Live chat is currently unavailable.');
    expect(screen.getByRole('link', { name: 'Use the contact form' }).getAttribute('href')).toBe(
      '/contact',
    );
  });
});

describe('/live-chat with the livechat switch on', () => {
  const config = {
    ...DEFAULT_RUNTIME_CONFIG,
    flags: { ...DEFAULT_RUNTIME_CONFIG.flags, livechat: true },
    liveChatScriptUrl: '/livechat/widget.js',
  };
  const chatScript = () => document.querySelector<HTMLScriptElement>('script[data-live-chat]');

  it('loads the chat script on demand and stops waiting once it is ready', async () => {
    const { unmount } = renderAt('/live-chat', { config });
    expect(chatScript()?.getAttribute('src')).toBe('/livechat/widget.js');
    expect(screen.getByRole('status')).toHaveTextContent('Connecting you to support');
    act(() => void window.dispatchEvent(new Event('livechat:ready')));
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.getElementById('live-chat-root')).toBeTruthy();
    unmount();
    expect(chatScript()).toBeNull();
  });

  it('says so when the script cannot be loaded', () => {
    renderAt('/live-chat', { config });
    act(() => void chatScript()?.dispatchEvent(new Event('error')));
    expect(screen.getByRole('alert')).toHaveTextContent("Live chat couldn't be loaded right now.");
    expect(screen.getByRole('link', { name: 'Use the contact form' })).toBeTruthy();
  });

  it('loads nothing with the switch off', () => {
    renderAt('/live-chat');
    expect(chatScript()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Live chat is currently unavailable.');
  });
});

describe('/contact in German', () => {
  it('labels the fields and reasons in German and shows German validation messages', async () => {
    await inShopperLocale('de', async () => {
      const user = userEvent.setup();
      const { location } = renderAt('/contact');
      expect(screen.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeTruthy();
      const reason = screen.getByRole('combobox', {
        name: 'Grund der Anfrage',
      }) as HTMLSelectElement;
      expect(reason.id).toBe('contact-reason');
      expect([...reason.options].map((o) => o.textContent)).toEqual([
        'Grund auswählen',
        'Wo ist meine Bestellung?',
        'Bestellung ändern oder stornieren',
        'Beschädigter oder falscher Artikel',
        'Rückgabe oder Erstattung',
        'Rechnung oder Zahlung',
        'Dieses Produkt melden',
        'Etwas anderes',
      ]);
      await user.type(screen.getByLabelText('E-Mail'), 'kaputt');
      expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeTruthy();
      expect(screen.getByLabelText('E-Mail')).toHaveAccessibleDescription(
        'Bitte gib eine gültige E-Mail-Adresse ein',
      );
      await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
      for (const m of [
        'Bitte gib deine Bestellnummer ein',
        'Bitte gib deinen vollständigen Namen ein',
        'Bitte wähle den Grund deiner Anfrage aus',
        'Bitte sag uns, warum du uns kontaktierst',
      ])
        expect(await screen.findByText(m)).toBeTruthy();
      expect(location()).toBe('/contact');
    });
  });

  it('starts a report in German and thanks in German', async () => {
    await inShopperLocale('de', async () => {
      const user = userEvent.setup();
      renderAt('/contact?reason=report&listing=tide-tee');
      expect((screen.getByLabelText('Nachricht') as HTMLTextAreaElement).value).toBe(
        'Ich möchte dieses Produkt melden: /tide-tee\n',
      );
      await user.type(screen.getByLabelText('E-Mail'), 'fan@example.com');
      await user.type(screen.getByLabelText('Vollständiger Name'), 'Ada Lovelace');
      await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Nachricht gesendet' }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Hilfe-Center' }).getAttribute('href')).toBe(
        '/support',
      );
    });
  });

  it('/live-chat says in German that chat is unavailable', async () => {
    await inShopperLocale('de', () => {
      renderAt('/live-chat');
      expect(screen.getByRole('heading', { level: 1, name: 'Live-Chat' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe(
        'Der Live-Chat ist derzeit nicht verfügbar.',
      );
      expect(screen.getByRole('link', { name: 'Kontaktformular verwenden' })).toBeTruthy();
    });
  });
});
