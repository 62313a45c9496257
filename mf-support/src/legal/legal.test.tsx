import { screen } from '@testing-library/react';
import { inShopperLocale } from '@store/shared/testing';
import { renderAt } from '../test/renderAt';
import { formatLegalDate } from './lastUpdated';

describe('formatLegalDate', () => {
  it('formats the ISO date without time-zone shifts', () => {
    expect(formatLegalDate('2020-02-20')).toBe('February 20, 2020');
    expect(formatLegalDate('2021-12-01')).toBe('December 1, 2021');
  });
  it('returns anything unparseable unchanged', () => {
    expect(formatLegalDate('soon')).toBe('soon');
    expect(formatLegalDate('2021-02-31')).toBe('2021-02-31');
  });
  it("writes the day in the shopper's language through Intl", () => {
    expect(formatLegalDate('2020-02-20', 'de')).toBe('20. Februar 2020');
    expect(formatLegalDate('2020-02-20', 'en-GB')).toBe('20 February 2020');
    expect(formatLegalDate('2020-02-20', 'not a locale!')).toBe('February 20, 2020');
  });
});

describe('terms of use', () => {
  beforeEach(() => renderAt('/terms-of-use'));

  it('has one h1 and the last-updated date 2020-02-20', () => {
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Terms of Use',
    ]);
    const time = screen.getByText('Last updated: February 20, 2020');
    expect(time.getAttribute('datetime')).toBe('2020-02-20');
  });

  it('requires users to be 18 or older', () => {
    expect(screen.getByText(/You must be 18 years of age or older to use this store/)).toBeTruthy();
  });

  it('caps liability at $50', () => {
    expect(screen.getByRole('heading', { name: /Limitation of liability/ })).toBeTruthy();
    expect(screen.getByText(/is limited to fifty US dollars \(\$50\)/)).toBeTruthy();
  });
});

describe('privacy policy', () => {
  beforeEach(() => renderAt('/privacy-policy'));

  it('has one h1 and the last-updated date 2020-02-20', () => {
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Privacy Policy',
    ]);
    expect(screen.getByText('Last updated: February 20, 2020')).toBeTruthy();
  });

  it('covers children under 13', () => {
    expect(
      screen.getByText(/do not knowingly collect personal\s+information from children under 13/),
    ).toBeTruthy();
  });

  it('allows up to ten business days for an opt-out', () => {
    expect(screen.getByText(/allow up to ten business days for an opt-out request/)).toBeTruthy();
  });
});

describe('legal pages in German', () => {
  it('privacy policy: German heading, date, sections and links', async () => {
    await inShopperLocale('de', () => {
      renderAt('/privacy-policy');
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
        'Datenschutzerklärung',
      ]);
      expect(screen.getByText('Zuletzt aktualisiert: 20. Februar 2020')).toBeTruthy();
      expect(
        screen.getByRole('heading', { level: 2, name: '5. Datenschutz für Kinder' }),
      ).toBeTruthy();
      expect(screen.getByText('Bestelldaten').tagName).toBe('STRONG');
      expect(screen.getByText(/bis zu zehn Werktagen/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'kontaktiere uns' }).getAttribute('href')).toBe(
        '/contact',
      );
      expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' }).getAttribute('href')).toBe(
        '/terms-of-use',
      );
    });
  });

  it('terms of use: German heading, the age and the liability cap', async () => {
    await inShopperLocale('de', () => {
      renderAt('/terms-of-use');
      expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeTruthy();
      expect(screen.getByText(/^Willkommen bei My Store\. Diese Nutzungsbedingungen/)).toBeTruthy();
      expect(screen.getByText(/mindestens 18 Jahre alt sein/)).toBeTruthy();
      expect(screen.getByRole('heading', { name: '9. Haftungsbeschränkung' })).toBeTruthy();
      expect(screen.getByText(/kostenlose Rückgabe innerhalb von 30 Tagen/)).toBeTruthy();
    });
  });
});
