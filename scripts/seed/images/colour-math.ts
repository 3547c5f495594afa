// Small colour helpers so pictures derive their background and ink from the yarn colour.

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` 0 keeps `hex`, 1 gives `other`. */
export function mix(hex: string, other: string, amount: number): string {
  const a = channels(hex);
  const b = channels(other);
  return toHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

export const lighten = (hex: string, amount: number): string => mix(hex, '#ffffff', amount);
export const darken = (hex: string, amount: number): string => mix(hex, '#000000', amount);

/** Relative luminance (0 black .. 1 white), to pick readable ink on a coloured ground. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** An outline that shows against the shape's own colour: darker for light yarn, lighter for dark. */
export function outlineFor(hex: string): string {
  return luminance(hex) > 0.18 ? darken(hex, 0.35) : lighten(hex, 0.35);
}
