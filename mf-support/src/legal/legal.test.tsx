import { screen } from '@testing-library/react';
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
