// WCAG 2's contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) between two CSS colours,
// a translucent one laid over the colour behind it first, as the screen shows it.

export type Rgba = [number, number, number, number];

/** '#1565c0', '#fff', 'rgb(21, 101, 192)', 'rgba(0, 0, 0, 0.87)' as red, green, blue (0-255) and alpha. */
export function parseColor(css: string): Rgba {
  const text = css.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const parts = /^rgba?\(([^)]+)\)$/
    .exec(text)?.[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (parts && parts.length >= 3 && parts.every(Number.isFinite))
    return [parts[0], parts[1], parts[2], parts[3] ?? 1];
  throw new Error(`not a colour this helper reads: ${css}`);
}

/** `front` laid over the opaque `back`. */
export function over(front: Rgba, back: Rgba): Rgba {
  const a = front[3];
  return [0, 1, 2].map((i) => front[i] * a + back[i] * (1 - a)).concat(1) as Rgba;
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The contrast ratio of a colour (translucent or not) over an opaque background, 1 to 21. */
export function contrast(front: string | Rgba, back: string | Rgba): number {
  const behind = typeof back === 'string' ? parseColor(back) : back;
  const shown = over(typeof front === 'string' ? parseColor(front) : front, behind);
  const [light, dark] = [luminance(shown), luminance(behind)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}
