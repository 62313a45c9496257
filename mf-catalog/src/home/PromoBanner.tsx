import { useIntl } from 'react-intl';
import { HOME_MESSAGES as m } from './messages';
import { COPIED_LABEL_MS, enText, PROMO_ROTATION_MS, visuallyHidden } from '@store/shared';
import { useEffect, useMemo, useState } from 'react';
import { isValidPromoBanner, type PromoBannerData } from './promoBanners';

export const COPIED_LABEL = enText(m.copied);

/**
 * The theme's promo banners, one at a time, rotating every 7 s (paused while the pointer or focus
 * is on it, so it can be read and used). Clicking copies the code and says 'Copied!' for 3 s.
 */
export function PromoBanner({ banners }: { banners: PromoBannerData[] }) {
  const { formatMessage: t } = useIntl();
  const valid = useMemo(() => banners.filter(isValidPromoBanner), [banners]);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    if (valid.length < 2 || paused) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % valid.length), PROMO_ROTATION_MS);
    return () => clearInterval(id);
  }, [valid.length, paused]);

  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(null), COPIED_LABEL_MS);
    return () => clearTimeout(id);
  }, [copied]);

  const banner = valid[index % Math.max(valid.length, 1)];
  if (!banner) return null;
  const copy = () => {
    const { code } = banner;
    // 'Copied!' only once the clipboard took it; without access the code is on screen to type.
    // No clipboard outside a secure context (plain http) or in jsdom.
    const nav: Partial<Navigator> = navigator;
    void nav.clipboard?.writeText(code).then(
      () => setCopied(code),
      () => undefined,
    );
  };
  return (
    <section
      aria-label={t(m.promotions)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <button
        type="button"
        onClick={copy}
        css={(t) => ({
          width: '100%',
          minHeight: 44,
          padding: '10px 16px',
          border: `1px dashed ${t.colors.accent}`,
          borderRadius: t.radii.md,
          background: t.tokens.surface,
          color: t.colors.text,
          font: 'inherit',
          cursor: 'pointer',
        })}
      >
        {/* Every banner's text in one cell, the others unseen: the button is as tall as the
          longest from the first paint, so a rotation never moves the page below it. */}
        <span css={{ display: 'grid' }}>
          {valid.map((b, i) => (
            <span
              key={i}
              aria-hidden={b === banner ? undefined : true}
              css={{ gridArea: '1 / 1', visibility: b === banner ? 'visible' : 'hidden' }}
            >
              {b.text}
            </span>
          ))}
        </span>
        <span css={visuallyHidden}>{` (copy the code ${banner.code})`}</span>
      </button>
      <p role="status" css={{ margin: '4px 0 0', minHeight: '1.5em', textAlign: 'center' }}>
        {copied === banner.code ? t(m.copied) : ''}
      </p>
    </section>
  );
}
