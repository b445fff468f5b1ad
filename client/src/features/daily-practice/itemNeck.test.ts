import { describe, expect, it } from 'vitest';
import { getTuning, scaleShapes } from '../../theory';
import { parsePatternRef } from '../patterns/patternRef';
import { itemNeck } from './itemNeck';

const standard = getTuning('STANDARD')!;
const neckOf = (ref: string, tuning = standard) => itemNeck(parsePatternRef(ref)!, tuning);
const places = (ref: string) => neckOf(ref).notes.map((n) => `${n.string}:${n.fret}`);

describe('a routine item on the neck', () => {
  it('draws a chord’s first voicing, the voicing its shape names, and an older link’s by its place', () => {
    // C major's open shape: x 3 2 0 1 0.
    expect(places('/chords/C/major')).toEqual(['1:3', '2:2', '3:0', '4:1', '5:0']);
    expect(neckOf('/chords/C/major').mutedStrings).toEqual([0]);
    const barre = ['1:3', '2:5', '3:5', '4:5', '5:3'];
    expect(places('/chords/C/major?shape=x35553')).toEqual(barre);
    // The 5th voicing in the order of the day older links were saved was that barre (as on the chord page).
    expect(places('/chords/C/major?voicing=5')).toEqual(barre);
    expect(neckOf('/chords/C/maj7?shape=x32000').notes).toHaveLength(5);
  });

  it('draws a scale’s position by its id, or the whole neck', () => {
    const whole = neckOf('/scales/A/minor-pentatonic');
    const box = neckOf('/scales/A/minor-pentatonic?position=box-1');
    const expected = scaleShapes('A', 'minor pentatonic', standard.pitches).find((s) => s.id === 'box-1')!;
    expect(box.notes).toEqual(expected.notes);
    expect(box.title).toBe('A minor pentatonic scale, Box 1');
    expect(whole.title).toBe('A minor pentatonic scale, whole neck');
    expect(whole.notes.length).toBeGreaterThan(box.notes.length);
    // A position the pattern has not got: the whole neck.
    expect(neckOf('/scales/A/minor-pentatonic?position=box-9').notes).toEqual(whole.notes);
  });

  it('draws an arpeggio and every place of a root', () => {
    const arpeggio = neckOf('/arpeggios/C/major');
    expect(arpeggio.notes.length).toBeGreaterThan(0);
    expect(new Set(arpeggio.notes.map((n) => n.note))).toEqual(new Set(['C', 'E', 'G']));
    const e = neckOf('/roots/E');
    expect(e.title).toBe('The note E');
    // E lives on every string between the nut and the 12th fret, twice on the two E strings.
    expect(e.notes.every((n) => n.note === 'E')).toBe(true);
    expect(new Set(e.notes.map((n) => n.string)).size).toBe(6);
  });

  it('draws the pattern in the tuning it is given', () => {
    const dropD = getTuning('DROP_D')!;
    expect(neckOf('/roots/D', dropD).notes.some((n) => n.string === 0 && n.fret === 0)).toBe(true);
    expect(neckOf('/roots/D').notes.some((n) => n.string === 0 && n.fret === 0)).toBe(false);
  });
});
