import { FREE_RETURN_DAYS, ORDER_RECOVERY_DAYS, SUPPORTED_LOCALES } from '@store/shared';
import { catalogProblems, wordsIn } from '@store/shared/testing';
import { createIntl } from 'react-intl';
import { CONTACT_MESSAGES, CONTACT_REASONS } from './contact/contactSchema';
import { EMAIL_REPLY_TEXT, LIVE_CHAT_HOURS_TEXT } from './help/supportContact';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from './notFound/NotFoundPage';
import { recoverSuccessMessage } from './recover/recoverMessages';
import { SUPPORT_WORDS } from './supportCatalogs';
import { ORDER_NUMBER_MESSAGE } from './track/trackSchema';

const intlIn = async (locale: string) =>
  createIntl({ locale, defaultLocale: 'en', messages: await wordsIn(SUPPORT_WORDS, locale) });

describe("mf-support's message catalogs", () => {
  it('have every id in every locale, with the same placeholders as en, ids unique', async () => {
    expect(await catalogProblems(SUPPORT_WORDS)).toEqual([]);
  });

  it('give en the SPEC texts, the en constants the code uses being the same', async () => {
    const en = await intlIn('en');
    // id, the SPEC's text, the en constant derived from it (where the code has one).
    const specTexts: [id: string, spec: string, constant?: string][] = [
      ['notFound.text', 'Somehow you have come to a page that does not exist.', NOT_FOUND_TEXT],
      ['track.orderNumberRequired', 'Please enter your order number', ORDER_NUMBER_MESSAGE],
      [
        'contact.orderNumberRequired',
        'Please enter your order number',
        CONTACT_MESSAGES.orderNumber,
      ],
      ['contact.emailInvalid', 'Please enter a valid email', CONTACT_MESSAGES.email],
      ['contact.fullNameRequired', 'Please enter your full name', CONTACT_MESSAGES.fullName],
      [
        'contact.reasonRequired',
        'Please select the reason for your contact',
        CONTACT_MESSAGES.reason,
      ],
      [
        'contact.messageRequired',
        'Please tell us why you are contacting us',
        CONTACT_MESSAGES.message,
      ],
      ['help.liveChatHours', 'Live chat is available 7 days a week.', LIVE_CHAT_HOURS_TEXT],
      [
        'help.emailReply',
        'Send us an email ticket and we will reply within 24 business hours.',
        EMAIL_REPLY_TEXT,
      ],
    ];
    expect(specTexts.map(([id]) => [id, en.formatMessage({ id })])).toEqual(
      specTexts.map(([id, spec]) => [id, spec]),
    );
    expect(specTexts.map(([id, , constant]) => [id, constant])).toEqual(
      specTexts.map(([id, spec, constant]) => [id, constant === undefined ? undefined : spec]),
    );
    // The page names are shared's head catalog's (shared/src/head/headWords.test.ts).
    expect(NOT_FOUND_TITLE).toBe('Page not found');
  });

  it('word the recover success and the contact reasons in en exactly as before', async () => {
    const en = await intlIn('en');
    expect(
      en.formatMessage(
        { id: 'recover.success' },
        { email: 'shopper@example.com', days: ORDER_RECOVERY_DAYS },
      ),
    ).toBe(recoverSuccessMessage('shopper@example.com'));
    expect(
      en.formatMessage({ id: 'recover.success' }, { email: 'a@b.co', days: ORDER_RECOVERY_DAYS }),
    ).toBe('We have sent an email to a@b.co detailing your orders during the past 60 days.');
    const reasonIds = CONTACT_REASONS.map(
      (r) =>
        `contact.reason${r.value.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}`,
    );
    expect(reasonIds.map((id) => en.formatMessage({ id }))).toEqual(
      CONTACT_REASONS.map((r) => r.label),
    );
    expect(
      en.formatMessage({ id: 'terms.returns' }, { days: FREE_RETURN_DAYS, link: (c) => c }),
    ).toMatch(new RegExp(`^We offer a ${FREE_RETURN_DAYS} day free return policy`));
    expect(en.formatMessage({ id: 'terms.intro' }, { named: 'no', store: '' })).toMatch(
      /^Welcome to this store\. These Terms of Use/,
    );
    expect(en.formatMessage({ id: 'privacy.intro' }, { named: 'yes', store: 'Acme' })).toMatch(
      /^This Privacy Policy explains what personal information Acme collects/,
    );
  });

  it('format every message in every locale without an error', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      const onError = jest.fn();
      const intl = createIntl({
        locale,
        defaultLocale: 'en',
        messages: await wordsIn(SUPPORT_WORDS, locale),
        onError,
      });
      const values = {
        email: 'a@b.co',
        days: 60,
        storeName: 'Acme',
        category: 'Shipping',
        path: '/tee',
        date: '1 May 2020',
        named: 'yes',
        store: 'Acme',
        when: 'in 2 minutes',
        link: (c: string[]) => c.join(''),
        b: (c: string[]) => c.join(''),
        contact: (c: string[]) => c.join(''),
        terms: (c: string[]) => c.join(''),
        privacy: (c: string[]) => c.join(''),
      };
      for (const { messages } of SUPPORT_WORDS.catalogs)
        for (const d of Object.values(messages)) intl.formatMessage(d, values);
      expect(onError).not.toHaveBeenCalled();
    }
  });
});
