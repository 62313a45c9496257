import { render, screen, within } from '@testing-library/react';
import { DEFAULT_THEME_DATA } from './theme';
import { SocialLinks, storeSocialLinks } from './SocialLinks';
import type { Store } from '../types';

const theme = (socialMedia: { id: string; url: string; icon: string }[]) => ({
  ...DEFAULT_THEME_DATA,
  brand: { ...DEFAULT_THEME_DATA.brand, socialMedia },
});

describe('SocialLinks', () => {
  it('links each profile in a new tab, named by its network; unsafe URLs are left out', () => {
    render(
      <SocialLinks
        label="Acme on social media"
        links={[
          { id: 'instagram', icon: 'instagram', url: 'https://instagram.com/acme' },
          { id: 'tiktok', icon: 'tiktok', url: 'https://www.tiktok.com/@acme' },
          { id: 'evil', icon: 'x', url: 'javascript:alert(1)' },
          { id: 'mastodon', icon: 'mastodon', url: 'https://mastodon.social/@acme' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Acme on social media' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Instagram',
      'TikTok',
      'Mastodon',
    ]);
    expect(links[0]).toHaveAttribute('href', 'https://instagram.com/acme');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing without profiles', () => {
    const { container } = render(<SocialLinks links={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("uses the theme's profiles when it names any, else the store record's", () => {
    const store = {
      socialMedia: [{ id: 'x', icon: 'x', url: 'https://x.com/acme' }],
    } as unknown as Store; // only the field the rule reads
    const ig = { id: 'instagram', icon: 'instagram', url: 'https://instagram.com/acme' };
    expect(storeSocialLinks(theme([ig]), store)).toEqual([ig]);
    expect(storeSocialLinks(theme([]), store)).toEqual(store.socialMedia);
    expect(storeSocialLinks(theme([]), null)).toEqual([]);
  });
});
