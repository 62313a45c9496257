import type { KitTheme } from './kitTheme';

/**
 * A product tile's square picture (SPEC §2: images resized to 560×560): a surface-coloured box
 * that holds its space before the image arrives (no layout shift). Lazily loaded, except for
 * `priority` tiles (the first screen), whose pictures are often the largest paint: fetched at once
 * and ahead of other images.
 */
export function TileImage({
  src,
  alt,
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  priority?: boolean;
}) {
  return (
    <span
      css={(t: KitTheme) => ({
        display: 'block',
        aspectRatio: '1 / 1',
        background: t.tokens?.surface,
        overflow: 'hidden',
        borderRadius: t.radii?.md,
      })}
    >
      {src ? (
        <img
          src={src}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          width={560}
          height={560}
          css={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : null}
    </span>
  );
}

/** A tile's link: the picture, title and price stacked, in the text colour. */
export const tileLinkCss = {
  color: 'inherit',
  textDecoration: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
} as const;
