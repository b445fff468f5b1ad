import { describe, expect, it } from 'vitest';
import { lessonCheckMessage, lessonFileProblems } from './checkLessons';

describe('the build’s lesson check', () => {
  it('finds no problem in the lesson files as they are, read the way the app reads them', async () => {
    expect(await lessonFileProblems()).toEqual([]);
  }, 60_000);

  it('stops the build with each of the validator’s sentences', () => {
    const message = lessonCheckMessage([
      'open-chords/first-chord: step 1 "wobbly" is not a chord type',
      'open-chords/first-chord: step 2 "OPEN_Q" is not a preset tuning',
    ]);
    expect(message?.split('\n')).toEqual([
      '2 problem(s) in the lesson files (client/src/content/lessons):',
      '  - open-chords/first-chord: step 1 "wobbly" is not a chord type',
      '  - open-chords/first-chord: step 2 "OPEN_Q" is not a preset tuning',
    ]);
  });

  it('lets a sound curriculum build', () => {
    expect(lessonCheckMessage([])).toBeNull();
  });
});
