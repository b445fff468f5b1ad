import { defineLesson } from '../format';

export default defineLesson({
  category: 'major-scale',
  slug: 'c-major-open-position',
  order: 2,
  title: 'C major in open position',
  summary: 'Play C major across all six strings in the first three frets, one finger per fret, in time.',
  level: 'beginner',
  after: ['major-scale/on-one-string'],
  steps: [
    {
      title: 'One finger per fret',
      text: [
        'This position uses the open strings and the first three frets. Give each fret its own finger: index at the 1st fret, middle at the 2nd, ring at the 3rd.',
        'From the 6th string (low E) to the 1st: E, F, G on the 6th string; A, B, C on the 5th; D, E, F on the 4th; G, A on the 3rd; B, C, D on the 2nd; E, F, G on the 1st.',
      ],
      neck: { pattern: { kind: 'scale', root: 'C', type: 'major', position: 'caged-c' }, noteDisplay: 'NOTES' },
    },
    {
      title: 'One octave, C to C',
      text: [
        'Start on C with your ring finger at the 3rd fret of the 5th string. Then the open 4th string (D), its 2nd fret (E) and 3rd fret (F); the open 3rd string (G) and its 2nd fret (A); the open 2nd string (B) and its 1st fret (C).',
        'Play up and back down, slowly, saying each name. Let each note ring until the next one starts.',
      ],
      neck: {
        pattern: { kind: 'scale', root: 'C', type: 'major', position: 'caged-c' },
        marked: [
          { string: 1, fret: 3 },
          { string: 2, fret: 0 },
          { string: 2, fret: 2 },
          { string: 2, fret: 3 },
          { string: 3, fret: 0 },
          { string: 3, fret: 2 },
          { string: 4, fret: 0 },
          { string: 4, fret: 1 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'The whole position, low to high',
      text: [
        'Now every note of the position, from the lowest (the open 6th string, E) to the highest (G at the 3rd fret of the 1st string). Keep one finger per fret all the way.',
      ],
      neck: { pattern: { kind: 'scale', root: 'C', type: 'major', position: 'caged-c' } },
      exercise: { kind: 'find-notes', ordered: true },
    },
    {
      title: 'In time',
      text: [
        'Play the position up and down, one note on each click. Keep the notes even rather than fast; the tempo rises by itself after a clean run.',
      ],
      neck: { pattern: { kind: 'scale', root: 'C', type: 'major', position: 'caged-c' } },
      exercise: { kind: 'play-along', bpm: 60 },
    },
    {
      title: 'Home notes',
      text: [
        'With degrees shown, each note is numbered by its place in the scale: C is 1, D is 2, and so on to B, 7. The 1s, at the 3rd fret of the 5th string and the 1st fret of the 2nd string, are home: a tune in C usually ends on one of them.',
        'Name the degree of each note that lights up.',
      ],
      neck: { pattern: { kind: 'scale', root: 'C', type: 'major', position: 'caged-c' }, noteDisplay: 'DEGREES' },
      exercise: { kind: 'name-note', ask: 'degree' },
    },
  ],
});
