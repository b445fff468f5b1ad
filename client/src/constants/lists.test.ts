import { describe, expect, it } from 'vitest';
import { GUITAR_STRINGS } from './guitar';
import { NOTE_DISPLAYS } from '#events/noteDisplays';
import { isOneOf, NAV_SECTIONS, PAGE_KINDS, TOOL_NAMES } from './pages';
import { HANDS } from './settings';

describe('constant lists', () => {
  it('hold the spec section 2 vocabularies', () => {
    expect(PAGE_KINDS).toEqual([
      'home',
      'chord-finder',
      'daily-practice',
      'free-play',
      'song',
      'learning-pattern',
      'pattern',
      'none',
    ]);
    expect(NAV_SECTIONS).toContain('how-to-install');
    expect(TOOL_NAMES).toHaveLength(9);
  });

  it('name the six strings lowest first', () => {
    expect(GUITAR_STRINGS).toEqual(['e-low', 'a', 'd', 'g', 'b', 'e-high']);
  });

  it('list the preference options', () => {
    expect(HANDS).toEqual(['LEFT', 'RIGHT']);
    expect(NOTE_DISPLAYS[0]).toBe('NOTES');
  });

  it('recognise members and reject everything else', () => {
    expect(isOneOf(HANDS, 'LEFT')).toBe(true);
    expect(isOneOf(HANDS, 'left')).toBe(false);
    expect(isOneOf(HANDS, undefined)).toBe(false);
    expect(isOneOf(HANDS, 1)).toBe(false);
  });
});
