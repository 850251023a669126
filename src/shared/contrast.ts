/**
 * WCAG 2.x contrast for the tenant's brand colour: the portal puts white text on it (app bar, buttons), so a colour
 * too light for that is darkened, by the least amount that reaches the ratio, rather than replaced by a guess.
 */

export const AA_NORMAL_TEXT = 4.5;

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb` as 0–255 channels; undefined for anything else. */
export const parseHex = (hex: string): Rgb | undefined => {
  const match = HEX.exec(hex.trim());
  if (!match) return undefined;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
};

const toHex = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of an sRGB colour. */
export const relativeLuminance = ([r, g, b]: Rgb): number => {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** The WCAG contrast ratio of two hex colours (1 to 21). */
export const contrastRatio = (a: string, b: string): number => {
  const [la, lb] = [a, b].map((hex) => {
    const rgb = parseHex(hex);
    if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
    return relativeLuminance(rgb);
  }) as [number, number];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

/**
 * The colour itself when `text` on it reaches `minimum`; otherwise the lightest shade of it (mixed towards black,
 * so the hue stays) that does. Undefined when `colour` is not a hex colour. Black reaches 21:1 against white, so a
 * shade always exists for white text.
 */
export const accessibleShade = (colour: string, text = '#ffffff', minimum = AA_NORMAL_TEXT): string | undefined => {
  const rgb = parseHex(colour);
  if (!rgb) return undefined;
  const shade = (keep: number) => toHex(rgb.map((c) => c * keep) as Rgb);
  const original = toHex(rgb);
  if (contrastRatio(original, text) >= minimum) return original;
  // Contrast with white text grows as the colour darkens: search for the largest share of the colour to keep.
  let [low, high] = [0, 1];
  for (let step = 0; step < 20; step += 1) {
    const mid = (low + high) / 2;
    if (contrastRatio(shade(mid), text) >= minimum) low = mid;
    else high = mid;
  }
  // Rounding to whole channels may land a hair under the line: step down until it is met.
  let keep = low;
  while (contrastRatio(shade(keep), text) < minimum) keep -= 0.005;
  return shade(Math.max(keep, 0));
};
