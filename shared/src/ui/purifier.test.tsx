import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SafeHtml } from './SafeHtml';
import { hasMarkup, loadPurifier, purifier } from './purifier';

// This file's module graph starts without DOMPurify, as a page's first load does (issue 28).
describe('the purifier, fetched when a page first shows HTML from data', () => {
  it("keeps the server's sanitized HTML when hydrating, fetching DOMPurify only for other HTML", async () => {
    expect(purifier()).toBeNull();
    const host = document.createElement('div');
    host.innerHTML = '<div><b>Sale</b> today</div>';
    document.body.append(host);
    const shown = host.firstElementChild;
    const onRecoverableError = jest.fn();
    const html = '<b>Sale</b> today<script>x()</script>';
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(host, <SafeHtml html={html} />, { onRecoverableError });
    });
    // The server's element and words stay, and nothing was fetched for them.
    expect(host.innerHTML).toBe('<div><b>Sale</b> today</div>');
    expect(host.firstElementChild).toBe(shown);
    expect(purifier()).toBeNull();
    expect(onRecoverableError).not.toHaveBeenCalled();

    // Other HTML (a new notification): DOMPurify is fetched, and sanitizes it.
    await act(async () => {
      root?.render(<SafeHtml html={'<i>New</i><img src=x onerror="x()">'} />);
    });
    await waitFor(() => expect(host.innerHTML).toBe('<div><i>New</i><img src="x"></div>'));
    expect(purifier()).not.toBeNull();
    act(() => root?.unmount());
    host.remove();
  });

  it('loads once for every caller', async () => {
    const [a, b] = await Promise.all([loadPurifier(), loadPurifier()]);
    expect(a).not.toBeNull();
    expect(a).toBe(b);
    expect(purifier()).toBe(a);
  });

  it('tells text that may hold markup from plain text', () => {
    expect(hasMarkup('Tide tees', null, undefined)).toBe(false);
    expect(hasMarkup('Tide tees', '<b>new</b>')).toBe(true);
    expect(hasMarkup('Tide &amp; tees')).toBe(true);
  });
});
