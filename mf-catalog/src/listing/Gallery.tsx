import { useTheme } from '@emotion/react';
import type { ListingProduct, Variation } from './listingData';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { LISTING_MESSAGES as m } from './messages';

interface GalleryImage {
  full: string;
  thumb: string;
  label: string;
}

export function galleryImages(
  product: ListingProduct,
  variation: Variation | null,
): GalleryImage[] {
  const fromVariation = (variation?.images ?? []).map((i) => ({
    full: i.full || i.src,
    thumb: i.thumblarge || i.thumbsmall || i.small || i.src,
    label: i.label,
  }));
  if (fromVariation.length) return fromVariation;
  const fromProduct = (product.images ?? []).map((i) => ({
    full: i.url,
    thumb: i.url,
    label: i.label,
  }));
  if (fromProduct.length) return fromProduct;
  const primary = product.listingThumbnails?.primary;
  return primary ? [{ full: primary, thumb: primary, label: 'primary' }] : [];
}

/** Main image with hover zoom, thumbnails (560x560) and a next-image control. */
export function Gallery({ title, images }: { title: string; images: GalleryImage[] }) {
  const theme = useTheme();
  const { formatMessage: t } = useIntl();
  const [index, setIndex] = useState(0);
  const [origin, setOrigin] = useState('50% 50%');
  const key = images.map((i) => i.full).join('|');
  useEffect(() => setIndex(0), [key]);
  const current = images[index] ?? images[0];
  if (!current)
    return (
      <div
        css={(t) => ({
          aspectRatio: '1 / 1',
          background: t.tokens.surface,
          borderRadius: t.radii.md,
        })}
      />
    );
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div
        css={{
          position: 'relative',
          overflow: 'hidden',
          borderRadius: theme.radii.md,
          background: theme.tokens.surface,
          '&:hover img': { transform: 'scale(1.6)' },
        }}
        onMouseMove={(e) => {
          const r = e.currentTarget.getBoundingClientRect();
          if (r.width && r.height) {
            setOrigin(
              `${((e.clientX - r.left) / r.width) * 100}% ${((e.clientY - r.top) / r.height) * 100}%`,
            );
          }
        }}
      >
        <img
          src={current.full}
          alt={title}
          // The listing's largest paint: fetched at once and ahead of the thumbnails.
          fetchPriority="high"
          width={560}
          height={560}
          css={{
            width: '100%',
            height: 'auto',
            display: 'block',
            transition: 'transform 0.2s',
            transformOrigin: origin,
          }}
        />
        {images.length > 1 ? (
          <button
            type="button"
            aria-label={t(m.nextImage)}
            onClick={() => setIndex((i) => (i + 1) % images.length)}
            css={{
              position: 'absolute',
              right: 8,
              top: '50%',
              transform: 'translateY(-50%)',
              minWidth: 44,
              minHeight: 44,
              borderRadius: '50%',
              border: 0,
              background: theme.tokens.glass,
              cursor: 'pointer',
              fontSize: 20,
            }}
          >
            ›
          </button>
        ) : null}
      </div>
      {images.length > 1 ? <Thumbnails images={images} index={index} onPick={setIndex} /> : null}
    </div>
  );
}

/** The gallery's thumbnails: a tap shows that picture. */
function Thumbnails({
  images,
  index,
  onPick,
}: {
  images: GalleryImage[];
  index: number;
  onPick: (index: number) => void;
}) {
  const theme = useTheme();
  const { formatMessage: t } = useIntl();
  return (
    <ul
      css={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'flex',
        gap: 8,
        flexWrap: 'wrap',
      }}
    >
      {images.map((img, i) => (
        <li key={`${img.thumb}-${i}`}>
          <button
            type="button"
            aria-label={t(m.showImage, { number: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onPick(i)}
            css={{
              padding: 0,
              border: `2px solid ${i === index ? theme.colors.text : 'transparent'}`,
              borderRadius: 6,
              background: 'none',
              color: 'inherit',
              cursor: 'pointer',
            }}
          >
            <img
              src={img.thumb}
              alt=""
              width={64}
              height={64}
              css={{ display: 'block', objectFit: 'cover', borderRadius: 4 }}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
