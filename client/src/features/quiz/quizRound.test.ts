import { Interval } from 'tonal';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../lib/seededRandom';
import { identifyChord } from '../../theory/identify';
import { chromaAt, midiAt, pitchClassAt } from '../../theory/neck';
import { getTuning } from '../../theory/tunings';
import type { PositionStat } from './neckStats';
import {
  DEFAULT_SETTINGS,
  generateRound,
  isRight,
  questionText,
  scoreRound,
  settingsInRange,
  neckQuestions,
  type Question,
  type RoundSettings,
} from './quizRound';

const standard = getTuning('STANDARD')!;
const lowStrings: RoundSettings = { ...DEFAULT_SETTINGS, lowString: 0, highString: 2, fromFret: 0, toFret: 5 };

describe('a quiz round', () => {
  it('has ten questions, all inside the strings and frets chosen', () => {
    const round = neckQuestions(generateRound(standard, lowStrings, mulberry32(1)));
    expect(round).toHaveLength(10);
    for (const q of round) {
      expect(q.target.string).toBeGreaterThanOrEqual(0);
      expect(q.target.string).toBeLessThanOrEqual(2);
      expect(q.target.fret).toBeLessThanOrEqual(5);
    }
  });

  it('is the same for the same seed and differs for another', () => {
    const a = generateRound(standard, DEFAULT_SETTINGS, mulberry32(7));
    expect(generateRound(standard, DEFAULT_SETTINGS, mulberry32(7))).toEqual(a);
    expect(generateRound(standard, DEFAULT_SETTINGS, mulberry32(8))).not.toEqual(a);
  });

  it('asks only natural notes when naturals only is chosen, and sharps too otherwise', () => {
    const naturals = neckQuestions(
      generateRound(standard, { ...DEFAULT_SETTINGS, naturalsOnly: true }, mulberry32(3), undefined, 200),
    );
    expect(naturals.every((q) => !pitchClassAt(standard, q.target).includes('#'))).toBe(true);
    const all = neckQuestions(
      generateRound(standard, { ...DEFAULT_SETTINGS, naturalsOnly: false }, mulberry32(3), undefined, 200),
    );
    expect(all.some((q) => pitchClassAt(standard, q.target).includes('#'))).toBe(true);
  });

  it('mixes tapping and naming questions, naming with four different choices including the answer', () => {
    const round = generateRound(standard, DEFAULT_SETTINGS, mulberry32(5));
    expect(round.some((q) => q.kind === 'find-note')).toBe(true);
    const naming = round.filter((q) => q.kind === 'name-note');
    expect(naming.length).toBeGreaterThan(0);
    for (const q of naming) {
      expect(new Set(q.choices).size).toBe(4);
      expect(q.choices).toContain(q.answer);
      expect(q.answer).toBe(pitchClassAt(standard, q.target));
    }
  });

  it('asks intervals whose root is a real note below the target by that interval', () => {
    const round = generateRound(standard, { ...DEFAULT_SETTINGS, topic: 'intervals' }, mulberry32(11), undefined, 50);
    for (const q of round) {
      if (q.kind !== 'find-interval' && q.kind !== 'name-interval') throw new Error(`unexpected ${q.kind}`);
      const interval = q.kind === 'find-interval' ? q.interval : q.answer;
      expect(midiAt(standard, q.target) - midiAt(standard, q.root)).toBe(Interval.get(interval).semitones);
      if (q.kind === 'find-interval') expect(isRight(standard, q, { position: q.target })).toBe(true);
      else expect(q.choices).toContain(q.answer);
      // Both notes on the frets shown, a window of five frets or more.
      for (const p of [q.root, q.target]) expect(p.fret >= q.area.fromFret && p.fret <= q.area.toFret).toBe(true);
      expect(q.area.toFret - q.area.fromFret).toBeGreaterThanOrEqual(4);
    }
  });

  it('asks chord shapes as the engine’s first voicing, named as the chord finder reads it, among four names', () => {
    const round = generateRound(standard, { ...DEFAULT_SETTINGS, topic: 'chords' }, mulberry32(4), undefined, 40);
    for (const q of round) {
      if (q.kind !== 'name-chord') throw new Error(`unexpected ${q.kind}`);
      expect(identifyChord(q.voicing.frets)).toContain(q.answer);
      expect(new Set(q.choices).size).toBe(4);
      expect(q.choices).toContain(q.answer);
      expect(isRight(standard, q, { choice: q.answer })).toBe(true);
      expect(isRight(standard, q, { choice: q.choices.find((c) => c !== q.answer)! })).toBe(false);
    }
    expect(new Set(round.map((q) => (q.kind === 'name-chord' ? q.answer : ''))).size).toBeGreaterThan(10);
  });

  it('keeps settings in range whatever comes in', () => {
    const safe = settingsInRange({ ...DEFAULT_SETTINGS, lowString: 9, highString: -3, fromFret: 30, toFret: 2 });
    expect(safe.lowString).toBe(0);
    expect(safe.highString).toBe(5);
    expect(safe.fromFret).toBeLessThan(safe.toFret);
    expect(safe.toFret).toBeLessThanOrEqual(24);
  });
});

describe('checking an answer', () => {
  const find: Question = {
    kind: 'find-note',
    note: 'G',
    target: { string: 0, fret: 3 },
    area: { lowString: 0, highString: 2, fromFret: 0, toFret: 12 },
  };

  it('takes any G inside the strings asked, and nothing else', () => {
    expect(isRight(standard, find, { position: { string: 0, fret: 3 } })).toBe(true);
    expect(isRight(standard, find, { position: { string: 2, fret: 5 } })).toBe(true); // D string, fret 5
    expect(isRight(standard, find, { position: { string: 0, fret: 5 } })).toBe(false); // an A
    expect(isRight(standard, find, { position: { string: 3, fret: 0 } })).toBe(false); // a G, but string 3
    expect(isRight(standard, find, { choice: 'G' })).toBe(false);
  });

  it('takes the interval above the root only at its pitch, not an octave off', () => {
    const interval: Question = {
      kind: 'find-interval',
      root: { string: 1, fret: 3 }, // C3
      interval: '3M',
      target: { string: 1, fret: 7 },
      area: { lowString: 0, highString: 5, fromFret: 0, toFret: 12 },
    };
    expect(isRight(standard, interval, { position: { string: 2, fret: 2 } })).toBe(true); // E3
    expect(chromaAt(standard, { string: 3, fret: 9 })).toBe(chromaAt(standard, { string: 2, fret: 2 }));
    expect(isRight(standard, interval, { position: { string: 3, fret: 9 } })).toBe(false); // E4
  });

  it('says what to do in words', () => {
    expect(questionText(find)).toBe('Find a G on strings 4 to 6, frets 0 to 12.');
    expect(questionText({ ...find, note: 'F' })).toBe('Find an F on strings 4 to 6, frets 0 to 12.');
  });
});

describe('a round’s score', () => {
  it('counts the right answers and adds up the time', () => {
    expect(
      scoreRound([
        { string: 0, fret: 3, right: true, ms: 1200 },
        { string: 1, fret: 0, right: false, ms: 3000 },
        { string: 2, fret: 5, right: true, ms: 800 },
      ]),
    ).toEqual({ right: 2, total: 3, ms: 5000 });
  });
});

describe('weak spots', () => {
  it('are asked more often than places the learner knows', () => {
    const weak: PositionStat = { string: 0, fret: 1, asked: 10, right: 2, rightMs: 2 * 7000 };
    const strong: PositionStat = { string: 0, fret: 3, asked: 10, right: 10, rightMs: 10 * 700 };
    const stats = new Map([
      ['0:1', weak],
      ['0:3', strong],
    ]);
    const settings: RoundSettings = { ...DEFAULT_SETTINGS, lowString: 0, highString: 0, fromFret: 0, toFret: 12 };
    const asked = (stat: PositionStat, withStats: boolean) =>
      neckQuestions(generateRound(standard, settings, mulberry32(42), withStats ? stats : undefined, 2000)).filter(
        (q) => q.target.string === stat.string && q.target.fret === stat.fret,
      ).length;
    expect(asked(weak, true)).toBeGreaterThan(2 * asked(strong, true));
    expect(asked(weak, true)).toBeGreaterThan(asked(weak, false));
  });
});
