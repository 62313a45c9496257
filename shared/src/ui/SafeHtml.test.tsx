import DOMPurify from 'dompurify';
import { render, screen } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('strips scripts and event handlers from data HTML', async () => {
    const dirty = '<b>Sale</b><script>alert(1)</script><img src=x onerror="alert(2)">';
    const clean = sanitizeHtml(dirty, DOMPurify);
    expect(clean).toContain('<b>Sale</b>');
    expect(clean).not.toContain('script');
    expect(clean).not.toContain('onerror');
    const { container } = render(<SafeHtml html={dirty} />);
    expect(await screen.findByText('Sale')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('shows nothing without a purifier', () => {
    expect(sanitizeHtml('<b>Sale</b>', null)).toBe('');
  });
});
