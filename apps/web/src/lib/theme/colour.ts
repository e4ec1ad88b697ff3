/** Small colour maths for branding: parsing, mixing and WCAG contrast. */
export type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

export function parseHex(hex: string): Rgb {
  const m = hex.match(HEX);
  if (!m) throw new Error(`Not a hex colour: ${hex}`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Moves `hex` toward `target` by `amount` (0..1). */
export function mix(hex: string, target: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(target);
  return toHex(a.map((c, i) => c + (b[i] - c) * amount) as Rgb);
}

/** WCAG 2.x relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const AA_TEXT = 4.5;

/**
 * A text colour readable on every given background: the preferred colour when it reaches WCAG AA on
 * all of them, otherwise black or white, whichever has the better worst-case contrast.
 */
export function readableText(backgrounds: string[], preferred?: string): string {
  const worst = (fg: string) => Math.min(...backgrounds.map((bg) => contrastRatio(fg, bg)));
  if (preferred && isHexColour(preferred) && worst(preferred) >= AA_TEXT) return preferred;
  return worst('#000000') >= worst('#ffffff') ? '#000000' : '#ffffff';
}

/** The first shade (darkening or lightening `hex`) that reaches AA against `background`. */
export function accessibleOn(hex: string, background: string): string {
  const toward = luminance(background) > 0.5 ? '#000000' : '#ffffff';
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(hex, toward, step / 20);
    if (contrastRatio(candidate, background) >= AA_TEXT) return candidate;
  }
  return toward;
}
