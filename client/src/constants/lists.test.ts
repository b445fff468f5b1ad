import { describe, expect, it } from 'vitest';
import { GUITAR_STRINGS } from './guitar';
import { isOneOf, NAV_SECTIONS, PAGE_KINDS, PATTERN_KINDS, SCREEN_NAMES, TOOL_NAMES } from './pages';
import { APP_MODES, HANDS, NOTE_DISPLAYS } from './settings';
import { TUNING_IDS, TUNING_LABELS } from './tunings';

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
    expect(PATTERN_KINDS).toEqual(['scale', 'arpeggio', 'chord', 'learning', 'none']);
    expect(TOOL_NAMES).toHaveLength(9);
    expect(SCREEN_NAMES).toHaveLength(26);
    expect(new Set(SCREEN_NAMES).size).toBe(SCREEN_NAMES.length);
  });

  it('name the six strings lowest first', () => {
    expect(GUITAR_STRINGS).toEqual(['e-low', 'a', 'd', 'g', 'b', 'e-high']);
  });

  it('give all 16 tuning presets a display name', () => {
    expect(TUNING_IDS).toHaveLength(16);
    expect(Object.keys(TUNING_LABELS).sort()).toEqual([...TUNING_IDS].sort());
    expect(TUNING_LABELS.OPEN_F9).toBe('Open F9');
    expect(TUNING_LABELS.DADGAD).toBe('DADGAD');
  });

  it('list the app modes and preference options', () => {
    expect(APP_MODES).toEqual(['DEFAULT', 'LEARNING', 'MELODY_MAKER']);
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
