import escapeHtml from 'escape-html';

/** SVG product mockups: a silhouette per product type, filled with the colour, plus the design name. */

export const MOCKUP_TYPES = ['t-shirt', 'hoodie', 'mug', 'sticker', 'poster', 'digital'] as const;
export type MockupType = (typeof MOCKUP_TYPES)[number];
export const MOCKUP_VIEWS = ['front', 'back'] as const;
export type MockupView = (typeof MOCKUP_VIEWS)[number];

const MOCKUP_PREFIX = '/api/backend/media/mockups';

function mockupType(productType: string): MockupType {
  const t = productType.toLowerCase();
  return (MOCKUP_TYPES as readonly string[]).includes(t) ? (t as MockupType) : 'digital';
}

/** Root-relative URL of a mockup, e.g. /api/backend/media/mockups/t-shirt/111111/front/tidepool-wave.svg */
export function mockupUrl(
  productType: string,
  hex: string,
  view: MockupView,
  design: string,
): string {
  return `${MOCKUP_PREFIX}/${mockupType(productType)}/${hex.replace('#', '').toLowerCase()}/${view}/${design}.svg`;
}

function luminance(hex: string): number {
  const n = parseInt(hex, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

const SHAPES: Record<MockupType, string> = {
  't-shirt':
    '<path d="M105 40 L150 58 L195 40 L265 75 L245 135 L215 122 L215 300 L85 300 L85 122 L55 135 L35 75 Z" />',
  hoodie:
    '<path d="M110 45 Q150 5 190 45 L270 85 L250 160 L220 148 L220 300 L80 300 L80 148 L50 160 L30 85 Z" /><path d="M115 240 L185 240 L195 285 L105 285 Z" fill-opacity="0.15" fill="#000" />',
  mug: '<rect x="60" y="80" width="150" height="180" rx="14" /><path d="M210 120 Q265 120 265 170 Q265 220 210 220 L210 200 Q245 200 245 170 Q245 140 210 140 Z" />',
  sticker:
    '<circle cx="150" cy="170" r="120" stroke="#cccccc" stroke-width="6" stroke-dasharray="10 8" />',
  poster: '<rect x="55" y="30" width="190" height="270" stroke="#333333" stroke-width="8" />',
  digital:
    '<rect x="40" y="60" width="220" height="150" rx="10" stroke="#333333" stroke-width="8" /><rect x="125" y="215" width="50" height="35" fill="#333333" /><rect x="95" y="250" width="110" height="12" fill="#333333" />',
};

const TEXT_Y: Record<MockupType, number> = {
  't-shirt': 180,
  hoodie: 190,
  mug: 175,
  sticker: 175,
  poster: 165,
  digital: 140,
};

function designTitle(designSlug: string): string {
  return designSlug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export function renderMockup(
  type: MockupType,
  hex: string,
  view: MockupView,
  designSlug: string,
): string {
  const fill = `#${hex.toLowerCase()}`;
  const ink = luminance(hex) > 0.6 ? '#1b1b1b' : '#f5f5f5';
  const title = escapeHtml(designTitle(designSlug));
  const words = title.split(' ');
  const lines =
    words.length > 2 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [title];
  const size = view === 'front' ? 18 : 11;
  const y = TEXT_Y[type];
  const text = lines
    .map(
      (l, i) =>
        `<text x="150" y="${y + i * (size + 4)}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="${ink}">${l}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 320" width="600" height="640" role="img" aria-label="${title} ${type} (${view})">` +
    `<rect width="300" height="320" fill="#f3f1ec" />` +
    `<g fill="${fill}" stroke="#00000022" stroke-width="2">${SHAPES[type]}</g>` +
    text +
    (view === 'back'
      ? `<text x="150" y="312" font-family="Helvetica, Arial, sans-serif" font-size="10" text-anchor="middle" fill="#777777">back</text>`
      : '') +
    `</svg>`
  );
}
