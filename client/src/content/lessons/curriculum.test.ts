import { describe, expect, it } from 'vitest';
import { chordTypeKey, resolveChordType } from '../../theory';
import { BEGINNER_PATH, LESSONS, splitChordSymbol } from '.';

/** The lessons a lesson builds on, directly or through them. */
function prerequisites(ref: string, seen = new Set<string>()): Set<string> {
  for (const before of LESSONS.get(ref)?.after ?? []) {
    if (seen.has(before)) continue;
    seen.add(before);
    prerequisites(before, seen);
  }
  return seen;
}

describe('the beginner path', () => {
  it('is a short path of distinct lessons', () => {
    expect(BEGINNER_PATH.length).toBeGreaterThanOrEqual(8);
    expect(BEGINNER_PATH.length).toBeLessThanOrEqual(12);
    expect(new Set(BEGINNER_PATH).size).toBe(BEGINNER_PATH.length);
  });

  it('never sends a beginner to a lesson before the lessons it builds on', () => {
    const misplaced = BEGINNER_PATH.flatMap((ref, i) =>
      (LESSONS.get(ref)?.after ?? [])
        .filter((before) => !BEGINNER_PATH.slice(0, i).includes(before))
        .map((before) => `${ref} comes before ${before}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('starts on the first day and ends playing chords in time, with at least three chords learned on the way', () => {
    expect(LESSONS.get(BEGINNER_PATH[0]!)?.level).toBe('first-steps');
    const last = LESSONS.get(BEGINNER_PATH.at(-1)!);
    expect(last?.steps.some((step) => step.exercise?.kind === 'play-along')).toBe(true);
    const chordsShown = new Set(
      BEGINNER_PATH.flatMap((ref) => LESSONS.get(ref)?.steps ?? []).flatMap(({ neck: { pattern } }) =>
        pattern?.kind === 'chord' ? [`${pattern.root} ${pattern.type}`] : [],
      ),
    );
    expect(chordsShown.size).toBeGreaterThanOrEqual(3);
  });
});

/** A chord as "root type-key" ("A minor"), so "Am", "A m" and "A minor" are the same chord. */
function chordId(root: string, type: string): string {
  const resolved = resolveChordType(type);
  return `${root} ${resolved ? chordTypeKey(resolved) : type}`;
}

/** The chords a lesson's steps show on the neck. */
const chordsShown = (ref: string): string[] =>
  (LESSONS.get(ref)?.steps ?? []).flatMap(({ neck: { pattern } }) =>
    pattern?.kind === 'chord' && pattern.type ? [chordId(pattern.root, pattern.type)] : [],
  );

describe('links between lessons', () => {
  it('never go round in a circle', () => {
    const circular = [...LESSONS.keys()].filter((ref) => prerequisites(ref).has(ref));
    expect(circular).toEqual([]);
  });

  it('make sure One Minute Changes only ask for chords the lesson, or one it builds on, has shown', () => {
    const refs = [...LESSONS.keys()];
    const unmet = refs.flatMap((ref) => {
      const met = new Set([ref, ...prerequisites(ref)].flatMap(chordsShown));
      return (LESSONS.get(ref)?.steps ?? []).flatMap(({ exercise }) =>
        exercise?.kind === 'one-minute-changes'
          ? exercise.chords
              .filter((symbol) => {
                const chord = splitChordSymbol(symbol);
                return !chord || !met.has(chordId(chord.root, chord.type));
              })
              .map((symbol) => `${ref}: ${symbol}`)
          : [],
      );
    });
    expect(unmet).toEqual([]);
  });
});
