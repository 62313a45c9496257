import { render, screen } from '@testing-library/react';
import { StoreNotFound } from './StoreNotFound';
import { shellWords } from '../test/shellWords';

describe('StoreNotFound (SPEC §2)', () => {
  it('sends the shopper to the configured external 404 page', () => {
    const redirect = jest.fn();
    render(<StoreNotFound slug="gone" url="https://example.com/store-404" redirect={redirect} />, {
      wrapper: shellWords(),
    });
    expect(redirect).toHaveBeenCalledWith('https://example.com/store-404');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      'https://example.com/store-404',
    );
  });

  it('says so itself without a URL, or with one that is not public', () => {
    const redirect = jest.fn();
    const { rerender } = render(<StoreNotFound slug="gone" url={null} redirect={redirect} />, {
      wrapper: shellWords(),
    });
    rerender(<StoreNotFound slug="gone" url="javascript:alert(1)" redirect={redirect} />);
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Store not found' })).toBeTruthy();
    expect(screen.getByText(/couldn't find a store called "gone"/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.title).toBe('Store not found');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
  });
});
