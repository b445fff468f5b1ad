import { describe, expect, it } from 'vitest';
import { bool, isRecord, oneOf, text } from './validate';

describe('checks on data read back', () => {
  it('accepts a listed choice and nothing else', () => {
    expect(oneOf(['LEFT', 'RIGHT'], 'LEFT')).toBe('LEFT');
    expect(oneOf(['LEFT', 'RIGHT'], 'left')).toBeUndefined();
    expect(oneOf(['LEFT', 'RIGHT'], 1)).toBeUndefined();
  });

  it('accepts booleans, bounded text and plain objects only', () => {
    expect(bool(false)).toBe(false);
    expect(bool('false')).toBeUndefined();
    expect(text('C2 G2', /^[A-G0-9 ]+$/, 10)).toBe('C2 G2');
    expect(text('C2 G2 D3 A3 E4 G4', undefined, 10)).toBeUndefined();
    expect(text('<b>', /^[A-G]+$/)).toBeUndefined();
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
  });
});
