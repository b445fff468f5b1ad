import { describe, expect, it } from 'vitest';
import { PLAIN_DOT, PLAIN_ROOT_DOT, colorKeyOf, colorOf, contrastRatio, dotColor, type ColorKey } from './colors';

describe('note colours', () => {
  it('key a colour by the interval degree within an octave', () => {
    expect(colorKeyOf('1P')).toBe('degree-1');
    expect(colorKeyOf('3m')).toBe('degree-3');
    expect(colorKeyOf('3M')).toBe('degree-3');
    expect(colorKeyOf('9M')).toBe('degree-2');
    expect(colorKeyOf('13M')).toBe('degree-6');
    expect(colorKeyOf('8P')).toBe('degree-1');
    expect(colorKeyOf('xyz')).toBeNull();
  });

  it('give each degree its own colour with readable text on it', () => {
    const keys: ColorKey[] = ['degree-1', 'degree-2', 'degree-3', 'degree-4', 'degree-5', 'degree-6', 'degree-7'];
    const fills = keys.map((key) => colorOf(key).fill);
    expect(new Set(fills).size).toBe(7);
    for (const key of keys) expect(contrastRatio(colorOf(key).fill, colorOf(key).ink)).toBeGreaterThanOrEqual(4.5);
  });

  it('stay plain when coloured notes are off, with the root in the accent colour', () => {
    expect(dotColor('3M', false, false)).toEqual(PLAIN_DOT);
    expect(dotColor('1P', true, false)).toEqual(PLAIN_ROOT_DOT);
    expect(dotColor('3M', false, true)).toEqual(colorOf('degree-3'));
    expect(dotColor(undefined, false, true)).toEqual(PLAIN_DOT);
  });

  it('measure contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio(PLAIN_ROOT_DOT.fill, PLAIN_ROOT_DOT.ink)).toBeGreaterThanOrEqual(4.5);
  });
});
