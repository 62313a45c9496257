import { ThemeProvider } from '@emotion/react';
import { DEFAULT_STORE_THEME, RemoteIntl } from '@store/shared';
import { CATALOG_WORDS } from '../catalogCatalogs';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PromoBanner } from './PromoBanner';
import { isValidPromoBanner, type PromoBannerData } from './promoBanners';

const welcome: PromoBannerData = {
  code: 'WELCOME10',
  type: 'percentage',
  value: 10,
  text: '10% off with WELCOME10',
};
const freeship: PromoBannerData = {
  code: 'FREESHIP',
  type: 'free_shipping',
  value: null,
  text: 'Free shipping with FREESHIP',
};

const show = (banners: PromoBannerData[]) =>
  render(
    <ThemeProvider theme={DEFAULT_STORE_THEME}>
      <RemoteIntl words={CATALOG_WORDS}>
        <PromoBanner banners={banners} />
      </RemoteIntl>
    </ThemeProvider>,
  );

describe('promo banner rules (SPEC §5 Promo)', () => {
  it.each<[string, PromoBannerData, boolean]>([
    ['free shipping', freeship, true],
    ['percentage above 0', welcome, true],
    ['percentage of 0', { ...welcome, value: 0 }, false],
    [
      'fixed value in USD',
      { ...welcome, type: 'fixed_value', value: { amount: 5, currency: 'USD' } },
      true,
    ],
    [
      'fixed value in EUR',
      { ...welcome, type: 'fixed_value', value: { amount: 5, currency: 'EUR' } },
      false,
    ],
    [
      'fixed value of 0',
      { ...welcome, type: 'fixed_value', value: { amount: 0, currency: 'USD' } },
      false,
    ],
    ['an unknown type', { ...welcome, type: 'bogo' }, false],
    ['no code', { ...freeship, code: ' ' }, false],
  ])('%s → %s', (_name, banner, ok) => {
    expect(isValidPromoBanner(banner)).toBe(ok);
  });
});

describe('PromoBanner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('rotates every 7 s, and not while the pointer is on it', () => {
    show([welcome, freeship]);
    expect(screen.getByRole('button', { name: /10% off with WELCOME10/ })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(6999));
    expect(screen.getByRole('button', { name: /WELCOME10/ })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: /Free shipping with FREESHIP/ })).toBeInTheDocument();
    // One button, named for the banner shown (the others' texts only hold its height).
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button')).toHaveAccessibleName(
      'Free shipping with FREESHIP (copy the code FREESHIP)',
    );
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Promotions' }));
    act(() => jest.advanceTimersByTime(14000));
    expect(screen.getByRole('button', { name: /FREESHIP/ })).toBeInTheDocument();
  });

  it("copies the code on click and says 'Copied!' for 3 s", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    show([welcome]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /copy the code WELCOME10/ }));
    });
    expect(writeText).toHaveBeenCalledWith('WELCOME10');
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("claims nothing when the clipboard refuses: no 'Copied!'", async () => {
    Object.assign(navigator, {
      clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
    });
    show([welcome]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /WELCOME10/ }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows nothing when no banner is valid', () => {
    const { container } = show([{ ...welcome, value: 0 }]);
    expect(container).toBeEmptyDOMElement();
  });
});
