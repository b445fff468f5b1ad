import { Chord, Note, Scale } from 'tonal';
import { describe, expect, it } from 'vitest';
import { progressItemSchema } from '#events/progressEvents';
import { isKnownPath } from '../../routes/paths';
import { chordTypeKey, resolveChordType, resolveScaleType } from '../../theory';
import { PATTERN_CATALOGUE } from './patternCatalogue';

/** The heading the page at `ref` shows (as PatternScreens.tsx writes it), or null when it would be a 404. */
function pageHeading(ref: string): string | null {
  const [, section, rawRoot, rawType] = ref.split('/');
  const note = Note.get(decodeURIComponent(rawRoot ?? ''));
  if (note.empty || note.oct !== undefined) return null;
  const root = note.pc;
  const type = decodeURIComponent(rawType ?? '');
  if (section === 'scales') {
    const scaleType = resolveScaleType(type);
    return scaleType ? `${Scale.get(`${root} ${scaleType.name}`).name} scale` : null;
  }
  const chordType = resolveChordType(type);
  if (!chordType || Chord.getChord(chordTypeKey(chordType), root).empty) return null;
  const name = `${root} ${chordType.name || chordType.aliases[0]}`;
  return section === 'chords' ? `${name} chord` : section === 'arpeggios' ? `${name} arpeggio` : null;
}

describe('the pattern catalogue', () => {
  it('holds valid progress items, each once', () => {
    for (const item of PATTERN_CATALOGUE) expect(progressItemSchema.safeParse(item).success, item.ref).toBe(true);
    expect(new Set(PATTERN_CATALOGUE.map((item) => item.ref)).size).toBe(PATTERN_CATALOGUE.length);
  });

  it('links every item to a page that opens, titled as that page is', () => {
    for (const item of PATTERN_CATALOGUE) {
      expect(isKnownPath(item.ref), item.ref).toBe(true);
      expect(pageHeading(item.ref), item.ref).toBe(item.title);
    }
  });

  it('has chords, scales and arpeggios, enough for a different pattern every day for a month', () => {
    const kinds = new Set(PATTERN_CATALOGUE.map((item) => item.kind));
    expect([...kinds].sort()).toEqual(['arpeggio', 'chord', 'scale']);
    expect(PATTERN_CATALOGUE.length).toBeGreaterThanOrEqual(31);
  });
});
