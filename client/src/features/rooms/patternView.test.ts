import { describe, expect, it } from 'vitest';
import { chordTypeChoices, neckView, patternName, positionIndex, roomTuning, scaleTypeChoices } from './patternView';
import { patternSchema } from '#events/roomEvents';

const standard = roomTuning('STANDARD');

describe('a room pattern on the neck', () => {
  it('draws a chord’s first voicing, muted strings and all', () => {
    const view = neckView({ kind: 'chord', root: 'C', type: 'major' }, standard);
    // C major's open shape: x 3 2 0 1 0.
    expect(view.mutedStrings).toEqual([0]);
    expect(view.notes.map((n) => `${n.string}:${n.fret}`)).toEqual(['1:3', '2:2', '3:0', '4:1', '5:0']);
    expect(view.title).toMatch(/^C chord, voicing 1 of \d+$/);
  });

  it('steps to another voicing by its shape, and keeps within the voicings there are', () => {
    const first = neckView({ kind: 'chord', root: 'C', type: 'major' }, standard);
    const second = neckView(
      { kind: 'chord', root: 'C', type: 'major', voicing: 1, shape: first.voicingShapes[1] },
      standard,
    );
    expect(second.title).toMatch(/voicing 2 of/);
    expect(second.voicingIndex).toBe(1);
    const last = neckView(
      { kind: 'chord', root: 'C', type: 'major', voicing: 999, shape: 'x99999' }, // no such C shape: by place
      standard,
    );
    expect(last.title).toContain(`voicing ${last.voicingCount} of ${last.voicingCount}`);
  });

  it('shows a voicing a room recorded before shapes were sent as it showed then', () => {
    // Voicing 5 (index 4) of C major was the A-shape barre x35553 in the order of that day.
    const old = neckView({ kind: 'chord', root: 'C', type: 'major', voicing: 4 }, standard);
    expect(old.voicingShapes[old.voicingIndex]).toBe('x35553');
    expect(old.notes.map((n) => `${n.string}:${n.fret}`)).toEqual(['1:3', '2:5', '3:5', '4:5', '5:3']);
  });

  it('shows a scale on the whole neck, or one of its positions', () => {
    const whole = neckView({ kind: 'scale', root: 'A', type: 'minor pentatonic' }, standard);
    expect(whole.title).toBe('A minor pentatonic scale, whole neck');
    expect(whole.positions.length).toBeGreaterThan(1);
    const first = neckView({ kind: 'scale', root: 'A', type: 'minor pentatonic', position: 0 }, standard);
    expect(first.title).toBe(`A minor pentatonic scale, ${whole.positions[0]}`);
    expect(first.notes.length).toBeLessThan(whole.notes.length);
  });

  it('follows the room’s tuning', () => {
    const dropD = neckView({ kind: 'root', root: 'D', type: 'note' }, roomTuning('DROP_D'));
    expect(dropD.notes.some((n) => n.string === 0 && n.fret === 0)).toBe(true);
    const std = neckView({ kind: 'root', root: 'D', type: 'note' }, standard);
    expect(std.notes.some((n) => n.string === 0 && n.fret === 0)).toBe(false);
  });

  it('names patterns as a guitarist would', () => {
    expect(patternName({ kind: 'chord', root: 'A', type: 'm7' })).toBe('Am7 chord');
    expect(patternName({ kind: 'arpeggio', root: 'G', type: '7' })).toBe('G7 arpeggio');
    expect(patternName({ kind: 'root', root: 'F#', type: 'note' })).toBe('The note F#');
  });

  it('shows the bare neck for no pattern or one it does not know', () => {
    expect(neckView(null, standard).notes).toEqual([]);
    expect(neckView({ kind: 'chord', root: 'C', type: 'no-such-chord' }, standard).notes).toEqual([]);
  });

  it('offers only types the room accepts', () => {
    for (const choice of [...chordTypeChoices(), ...scaleTypeChoices()]) {
      expect(patternSchema.safeParse({ kind: 'chord', root: 'C', type: choice.value }).success, choice.value).toBe(
        true,
      );
    }
    expect(chordTypeChoices().map((c) => c.value)).toContain('maj7');
    expect(scaleTypeChoices().map((c) => c.value)).toContain('minor pentatonic');
  });
});

describe('a position named by its id', () => {
  it('is the index a room names it by, and shows the same notes', () => {
    const pattern = { kind: 'scale', root: 'A', type: 'minor pentatonic' } as const;
    const index = positionIndex(pattern, 'box-2', standard);
    expect(index).toBe(1);
    const view = neckView({ ...pattern, position: index }, standard);
    expect(view.title).toBe(`A minor pentatonic scale, ${neckView(pattern, standard).positions[1]}`);
  });

  it('is undefined for the whole neck, an unknown id, a chord or a root', () => {
    expect(positionIndex({ kind: 'scale', root: 'A', type: 'minor pentatonic' }, 'all', standard)).toBeUndefined();
    expect(positionIndex({ kind: 'scale', root: 'A', type: 'minor pentatonic' }, 'box-9', standard)).toBeUndefined();
    expect(positionIndex({ kind: 'chord', root: 'C', type: 'major' }, 'box-1', standard)).toBeUndefined();
  });

  it('gives a chord’s view the voicing shown, for its chord box', () => {
    const view = neckView({ kind: 'chord', root: 'C', type: 'major' }, standard);
    expect(view.voicing && view.voicing.frets).toEqual([-1, 3, 2, 0, 1, 0]);
    expect(neckView({ kind: 'root', root: 'C', type: 'note' }, standard).voicing).toBeUndefined();
  });
});
