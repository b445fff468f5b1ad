import { Interval } from 'tonal';

/**
 * Dot colours by interval degree when "coloured notes" is on. The fills are the
 * Okabe–Ito palette, chosen to stay distinguishable with the common colour-vision
 * deficiencies; the label and the root's square shape still say the same thing, so
 * colour is never the only cue. Each fill carries the text colour (black or white) with
 * the higher contrast against it.
 */
export type ColorKey = 'degree-1' | 'degree-2' | 'degree-3' | 'degree-4' | 'degree-5' | 'degree-6' | 'degree-7';

export interface DotColor {
  fill: string;
  ink: string;
}

const OKABE_ITO_BY_DEGREE: Record<ColorKey, string> = {
  'degree-1': '#D55E00', // vermillion: the root stands out
  'degree-2': '#F0E442', // yellow
  'degree-3': '#56B4E9', // sky blue
  'degree-4': '#CC79A7', // reddish purple
  'degree-5': '#009E73', // bluish green
  'degree-6': '#E69F00', // orange
  'degree-7': '#0072B2', // blue
};

/** Plain dots (coloured notes off): white with navy ink; roots in the accent colour. */
export const PLAIN_DOT: DotColor = { fill: '#ffffff', ink: '#1f2a44' };
export const PLAIN_ROOT_DOT: DotColor = { fill: '#f2a541', ink: '#1f2a44' };

/**
 * The colour key of an interval: its degree folded into one octave ("3m" and "3M" → 3,
 * "9M" → 2, "13M" → 6). Null for an unreadable interval.
 */
export function colorKeyOf(interval: string): ColorKey | null {
  const parsed = Interval.get(interval);
  if (parsed.empty) return null;
  const degree = ((Math.abs(parsed.num) - 1) % 7) + 1;
  return `degree-${degree}` as ColorKey;
}

export function colorOf(key: ColorKey): DotColor {
  const fill = OKABE_ITO_BY_DEGREE[key];
  return { fill, ink: contrastRatio(fill, '#000000') >= contrastRatio(fill, '#ffffff') ? '#000000' : '#ffffff' };
}

/** The colours of a dot: by interval when coloured notes are on, else plain. */
export function dotColor(interval: string | undefined, isRoot: boolean, colored: boolean): DotColor {
  const key = colored && interval ? colorKeyOf(interval) : null;
  if (key) return colorOf(key);
  return isRoot ? PLAIN_ROOT_DOT : PLAIN_DOT;
}

/** WCAG contrast ratio between two "#rrggbb" colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
