import { render } from '@testing-library/react';
import { MemoryRouter } from '@store/shared/router';
import { PageHead, removeServerHead, type PageHeadProps } from './PageHead';

const head = (selector: string) => Array.from(document.head.querySelectorAll(selector));
const attr = (selector: string, name: string) => head(selector).map((el) => el.getAttribute(name));

/** What the store server writes into the first HTML (issue 13), plus a locked store's robots. */
function serverHead() {
  document.head.innerHTML = [
    '<title data-page-head>Server title | Acme</title>',
    '<meta data-page-head name="description" content="Server description">',
    '<link data-page-head rel="canonical" href="http://localhost/server">',
    '<meta data-page-head name="robots" content="noindex">',
    '<meta data-page-head property="og:title" content="Server title">',
    '<script data-page-head type="application/ld+json">{}</script>',
    '<meta name="robots" content="noindex">',
  ].join('');
}

function renderAt(path: string, props: PageHeadProps) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageHead {...props} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('PageHead', () => {
  it('hoists the title, the description and the canonical URL of the page into the head', () => {
    renderAt('/listing/tee?pid=1#x', { title: 'Tee | Acme', description: 'A soft tee.' });
    expect(document.title).toBe('Tee | Acme');
    expect(attr('meta[name="description"]', 'content')).toEqual(['A soft tee.']);
    expect(attr('link[rel="canonical"]', 'href')).toEqual(['http://localhost/listing/tee']);
    expect(head('meta[name="robots"]')).toHaveLength(0);
  });

  it("keeps the address's language in the canonical URL (each hreflang alternate is its own canonical)", () => {
    renderAt('/terms-of-use?utm_source=x&locale=fr', { title: 'Conditions | Acme' });
    expect(attr('link[rel="canonical"]', 'href')).toEqual([
      'http://localhost/terms-of-use?locale=fr',
    ]);
  });

  it('writes no description when it has none', () => {
    renderAt('/', { title: 'Acme' });
    expect(head('meta[name="description"]')).toHaveLength(0);
  });

  it('noindex: a robots rule and no canonical URL', () => {
    renderAt('/search', { title: 'Search | Acme', noindex: true });
    expect(attr('meta[name="robots"]', 'content')).toEqual(['noindex']);
    expect(head('link[rel="canonical"]')).toHaveLength(0);
  });

  it("takes over the server's title, description, canonical and robots; the rest is the shell's", () => {
    serverHead();
    renderAt('/hoodies', { title: 'Hoodies | Acme', description: '3 products in Hoodies' });
    expect(document.title).toBe('Hoodies | Acme');
    expect(head('title')).toHaveLength(1);
    expect(attr('meta[name="description"]', 'content')).toEqual(['3 products in Hoodies']);
    expect(attr('link[rel="canonical"]', 'href')).toEqual(['http://localhost/hoodies']);
    // The locked store's robots meta (no data-page-head) stays; the server's page rule goes.
    expect(head('meta[name="robots"]')).toHaveLength(1);
    expect(head('meta[name="robots"][data-page-head]')).toHaveLength(0);
    // Open Graph and JSON-LD are left to the shell (removed on the first navigation).
    expect(head('[property="og:title"][data-page-head]')).toHaveLength(1);
    expect(head('script[type="application/ld+json"]')).toHaveLength(1);
  });

  it('follows its props and leaves the head when the page goes', () => {
    const { rerender, unmount } = renderAt('/', { title: 'One', description: 'First' });
    rerender(
      <MemoryRouter initialEntries={['/']}>
        <PageHead title="Two" noindex />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Two');
    expect(head('meta[name="description"]')).toHaveLength(0);
    expect(head('link[rel="canonical"]')).toHaveLength(0);
    unmount();
    expect(head('title, meta, link')).toHaveLength(0);
    expect(document.title).toBe('');
  });

  it("outside a router (the shell's error page) the canonical URL is the browser's", () => {
    window.history.replaceState(null, '', '/about?x=1');
    render(<PageHead title="About | Acme" />);
    expect(attr('link[rel="canonical"]', 'href')).toEqual(['http://localhost/about']);
    window.history.replaceState(null, '', '/');
  });
});

describe('removeServerHead', () => {
  it('removes every server-written tag, and only those', () => {
    serverHead();
    removeServerHead();
    expect(head('[data-page-head]')).toHaveLength(0);
    expect(head('meta[name="robots"]')).toHaveLength(1);
  });
});
