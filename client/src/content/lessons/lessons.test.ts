import { describe, expect, it } from 'vitest';
import { BEGINNER_PATH, curriculumProblems, lessonProblems, LESSONS, type Lesson } from '.';

const base: Lesson = {
  category: 'open-chords',
  slug: 'first-chord',
  order: 1,
  title: 'A first chord',
  summary: 'E minor with two fingers.',
  level: 'first-steps',
  steps: [
    {
      title: 'E minor',
      text: ['Two fingers on the second fret.'],
      neck: { pattern: { kind: 'chord', root: 'E', type: 'minor', shape: '022000' } },
    },
    { title: 'A minor', text: ['Three fingers.'], neck: { pattern: { kind: 'chord', root: 'A', type: 'm' } } },
  ],
};

describe('the lesson files', () => {
  // Voicing every chord of the curriculum takes a second or two; the limit is a hang guard for a busy machine.
  it(
    'are all sound: every step shows something the neck can draw, and every link between lessons resolves',
    { timeout: 60_000 },
    () => {
      expect(LESSONS.size).toBeGreaterThan(0);
      expect(curriculumProblems(LESSONS, BEGINNER_PATH)).toEqual([]);
    },
  );
});

describe('lessonProblems', () => {
  it('passes a sound lesson', () => {
    expect(lessonProblems(base, 'open-chords/first-chord')).toEqual([]);
  });

  it('names the step and the fault for a chord, a scale position or a tuning the engine cannot show', () => {
    const broken: Lesson = {
      ...base,
      steps: [
        { title: 'Bad chord', text: ['x'], neck: { pattern: { kind: 'chord', root: 'C', type: 'wobbly' } } },
        {
          title: 'Bad shape',
          text: ['x'],
          neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: '022000' } },
        },
        {
          title: 'Bad position',
          text: ['x'],
          neck: { pattern: { kind: 'scale', root: 'A', type: 'minor pentatonic', position: 'box-9' } },
        },
        // @ts-expect-error: a tuning the app does not know, as a typo in a lesson file would be
        { title: 'Bad tuning', text: ['x'], neck: { tuning: 'OPEN_Q', pattern: { kind: 'root', root: 'D' } } },
      ],
    };
    const problems = lessonProblems(broken);
    expect(problems).toContainEqual('step 1 "wobbly" is not a chord type');
    expect(problems).toContainEqual('step 2 shape 022000 is not a voicing of C major in this tuning');
    expect(problems.some((p) => p.startsWith('step 3 position "box-9" is not one of A minor pentatonic'))).toBe(true);
    expect(problems).toContainEqual('step 4 "OPEN_Q" is not a preset tuning');
  });

  it('refuses an empty neck, a file in the wrong folder and One Minute Changes on a chord it cannot voice', () => {
    const problems = lessonProblems(
      {
        ...base,
        steps: [
          { title: 'Nothing', text: ['x'], neck: {} },
          {
            title: 'Changes',
            text: ['x'],
            neck: { pattern: { kind: 'chord', root: 'G', type: 'major' } },
            exercise: { kind: 'one-minute-changes', chords: ['G', 'Hm'] },
          },
        ],
      },
      'the-neck/first-chord',
    );
    expect(problems).toContainEqual('its file is the-neck/first-chord.ts, but it says it is open-chords/first-chord');
    expect(problems).toContainEqual('step 1 shows an empty neck: give it a pattern or marked notes');
    expect(problems).toContainEqual('step 2 "Hm" is not a chord symbol');
  });

  it('checks links between lessons and the beginner path', () => {
    const lessons = new Map([['open-chords/first-chord', { ...base, after: ['the-neck/nowhere'] }]]);
    expect(curriculumProblems(lessons, ['open-chords/missing'])).toEqual([
      'open-chords/first-chord: comes after "the-neck/nowhere", which is not a lesson',
      'the beginner path names "open-chords/missing", which is not a lesson',
    ]);
  });
});
