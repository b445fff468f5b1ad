import { describe, expect, it } from 'vitest';
import { getTuning } from '../../theory';
import { embeddedPattern } from './EmbeddedNeck';

const standard = getTuning('STANDARD')!.pitches;

describe('what an embed address shows', () => {
  it("shows a chord's first voicing, or the one asked for", () => {
    const c = embeddedPattern('chords/C/major', standard, {})!;
    expect(c.title).toBe('C major');
    expect(c.notes.map((n) => `${n.string}:${n.fret}`)).toEqual(['1:3', '2:2', '3:0', '4:1', '5:0']);
    expect(c.muted).toEqual([0]);
    expect(embeddedPattern('chords/C/major', standard, { voicing: '2' })!.notes).not.toEqual(c.notes);
    expect(c.href).toBe('/chords/C/major');
    const placed = (search: Record<string, string>) =>
      embeddedPattern('chords/C/major', standard, search)!.notes.map((n) => `${n.string}:${n.fret}`);
    // By its shape; an older link by its place in the order of its day (the 5th was x35553).
    const barre = ['1:3', '2:5', '3:5', '4:5', '5:3'];
    expect(placed({ shape: 'x35553' })).toEqual(barre);
    expect(placed({ voicing: '5' })).toEqual(barre);
    expect(placed({ shape: 'x99999' })).toEqual(placed({})); // not a C major shape: the first
  });

  it('shows a scale over the whole neck, or one position', () => {
    const whole = embeddedPattern('scales/A/minor-pentatonic', standard, {})!;
    const box = embeddedPattern('scales/A/minor-pentatonic', standard, { position: 'box-1' })!;
    expect(box.notes.length).toBeLessThan(whole.notes.length);
    expect(box.notes.every((n) => n.fret >= 5 && n.fret <= 8)).toBe(true);
  });

  it('shows every place of a note', () => {
    expect(embeddedPattern('roots/F%23', standard, {})!.notes.every((n) => n.note === 'F#')).toBe(true);
  });

  it('shows nothing for an address that is not a pattern', () => {
    expect(embeddedPattern('chords/H/major', standard, {})).toBeNull();
    expect(embeddedPattern('songs/x/y', standard, {})).toBeNull();
    expect(embeddedPattern('', standard, {})).toBeNull();
  });
});
