/** WCAG 2 AA for body text. */
export const AA_TEXT = 4.5;

type Rgb = [number, number, number];

function parseHex(value: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two hex colours, or null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return null;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `percent`% of `a` mixed into `b`, as CSS color-mix(in srgb) does; null for non-hex input. */
export function mixHex(a: string, percent: number, b: string): string | null {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return null;
  const t = percent / 100;
  return toHex(x.map((v, i) => v * t + y[i]! * (1 - t)) as Rgb);
}

/**
 * `fg` itself when it reaches `min` against `bg` (and every colour of `alsoOn`); otherwise `fg` mixed step by step towards
 * white or black (whichever `bg` is further from) until it does, keeping the store's hue as far
 * as legibility allows. Colours that are not hex (named, rgb()) are returned as they are.
 */
export function readableOn(
  fg: string,
  bg: string,
  min = AA_TEXT,
  alsoOn: readonly string[] = [],
): string {
  const f = parseHex(fg);
  const b = parseHex(bg);
  if (!f || !b) return fg;
  const backgrounds = [bg, ...alsoOn.filter((c) => parseHex(c))];
  const readable = (c: string) => backgrounds.every((x) => (contrastRatio(c, x) ?? 0) >= min);
  if (readable(fg)) return fg;
  const target: Rgb = luminance(b) < 0.5 ? [255, 255, 255] : [0, 0, 0];
  for (let step = 1; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = toHex(f.map((v, i) => v + (target[i]! - v) * t) as Rgb);
    if (readable(mixed)) return mixed;
  }
  return toHex(target);
}
