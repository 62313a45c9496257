import type { ReactElement } from 'react';
import { publicUrl } from '../urls';
import type { SocialMediaLink, Store, ThemeData } from '../types';
import { iconTarget, LineIcon } from './LineIcon';
import { useUiText } from './useUiText';

const NAMES: Record<string, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  x: 'X',
  twitter: 'X',
  facebook: 'Facebook',
};

/** Simple 24×24 glyphs; an unknown network shows its initial. */
const GLYPHS: Record<string, ReactElement> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" />
    </>
  ),
  tiktok: <path d="M14 3v11a4 4 0 1 1-4-4M14 3c1 3 3 4 6 4" />,
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  x: <path d="M4 4l16 16M20 4 4 20" />,
  twitter: <path d="M4 4l16 16M20 4 4 20" />,
  facebook: <path d="M15 3h-3a4 4 0 0 0-4 4v3H5v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
};

/** The theme's social profiles when it names any, else the store record's (one rule, every spot). */
export function storeSocialLinks(theme: ThemeData, store: Store | null): SocialMediaLink[] {
  return theme.brand.socialMedia.length > 0 ? theme.brand.socialMedia : (store?.socialMedia ?? []);
}

/** The name a social link is announced by. */
export function socialName(link: Pick<SocialMediaLink, 'icon' | 'id'>): string {
  const key = (link.icon || link.id).toLowerCase();
  return NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/**
 * The store's social profiles (SPEC §2 header, footer and login): each a link that opens the
 * profile in a new tab, named by its network. Only public http(s) URLs are linked.
 */
export function SocialLinks({
  links,
  label,
  color,
}: {
  links: readonly SocialMediaLink[];
  label?: string;
  /** Icon colour; the surrounding text colour by default. */
  color?: string;
}) {
  const text = useUiText();
  const shown = links.filter((l) => publicUrl(l.url) !== null);
  if (shown.length === 0) return null;
  return (
    <ul
      aria-label={label ?? text('socialMedia')}
      css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 4, flexWrap: 'wrap' }}
    >
      {shown.map((l) => {
        const key = (l.icon || l.id).toLowerCase();
        return (
          <li key={`${l.id}-${l.url}`}>
            <a
              href={publicUrl(l.url) ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={socialName(l)}
              css={{
                ...iconTarget,
                color: color ?? 'inherit',
              }}
            >
              <LineIcon>
                {GLYPHS[key] ?? (
                  <text
                    x="12"
                    y="16"
                    textAnchor="middle"
                    fontSize="12"
                    fill="currentColor"
                    stroke="none"
                  >
                    {socialName(l).charAt(0)}
                  </text>
                )}
              </LineIcon>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
