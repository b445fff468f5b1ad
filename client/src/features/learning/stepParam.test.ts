import { describe, expect, it } from 'vitest';
import { parseStepParam, stepNumber } from './stepParam';

describe('the step of a lesson link', () => {
  it('keeps a whole number from 1, given as a number or as digits', () => {
    expect(parseStepParam(3)).toBe(3);
    expect(parseStepParam('2')).toBe(2);
    expect(parseStepParam(1)).toBe(1);
  });

  it('drops junk: zero, negatives, fractions, words, huge numbers, arrays and objects', () => {
    for (const junk of [
      0,
      -1,
      1.5,
      'two',
      '3abc',
      '',
      ' 3',
      '1e2',
      1e9,
      NaN,
      Infinity,
      null,
      undefined,
      [2],
      { step: 2 },
    ])
      expect(parseStepParam(junk), String(junk)).toBeUndefined();
  });

  it('shows the step asked for when the lesson has it, and step 1 otherwise', () => {
    expect(stepNumber(3, 5)).toBe(3);
    expect(stepNumber(5, 5)).toBe(5);
    expect(stepNumber(6, 5)).toBe(1);
    expect(stepNumber(undefined, 5)).toBe(1);
    expect(stepNumber(parseStepParam('junk'), 5)).toBe(1);
  });
});
