import { defineLesson } from '../format';

const openStringScale = (string: number) => [0, 2, 4, 5, 7, 9, 11, 12].map((fret) => ({ string, fret }));

export default defineLesson({
  category: 'major-scale',
  slug: 'on-one-string',
  order: 1,
  title: 'The major scale on one string',
  summary: 'Build a major scale from any note with one recipe of tones and semitones: W W H W W W H.',
  level: 'beginner',
  after: ['intervals/semitones-and-tones'],
  steps: [
    {
      title: 'Seven notes and a recipe',
      text: [
        'A major scale climbs from a root to its octave in seven steps, always in the same order: tone, tone, semitone, tone, tone, tone, semitone. Written with W for a whole step (a tone) and H for a half step (a semitone): W W H W W W H.',
        'C major is C, D, E, F, G, A, B, C. Up the 5th string (A) from C at the 3rd fret that is 3, 5, 7, 8, 10, 12, 14, 15: two frets, two, one, two, two, two, one. The semitones fall between E and F and between B and C.',
      ],
      neck: { marked: [3, 5, 7, 8, 10, 12, 14, 15].map((fret) => ({ string: 1, fret })), noteDisplay: 'NOTES' },
    },
    {
      title: 'G major on the 3rd string',
      text: [
        'The recipe works from any note. From the open 3rd string (G): G, A at the 2nd fret, B at the 4th, C at the 5th, D at the 7th, E at the 9th, F# at the 11th and G at the 12th.',
        'To keep the last step a semitone, the seventh note has to be F#, not F. So G major has one sharp. Play it up and down, sliding one finger along the string, and say the names.',
      ],
      neck: { marked: openStringScale(3), noteDisplay: 'NOTES' },
      exercise: { kind: 'name-note', ask: 'name' },
    },
    {
      title: 'D major on the 4th string',
      text: [
        'From the open 4th string (D) the recipe gives the same frets: open, 2, 4, 5, 7, 9, 11 and 12. The notes are D, E, F#, G, A, B, C# and D: D major has two sharps.',
        'Work out each name from the recipe before you check it. Any open string gives its own major scale on these frets.',
      ],
      neck: { marked: openStringScale(2) },
      exercise: { kind: 'name-note', ask: 'name' },
    },
    {
      title: 'From one string to a position',
      text: [
        'On one string a scale runs along the neck, which is good for seeing the recipe and slow for playing. Across the strings, the same notes sit under one hand.',
        'Here is G major in open position, from the open 6th string to the 3rd fret of the 1st string. The next lessons teach positions like this one.',
      ],
      neck: { pattern: { kind: 'scale', root: 'G', type: 'major', position: 'caged-g' }, noteDisplay: 'NOTES' },
    },
  ],
});
