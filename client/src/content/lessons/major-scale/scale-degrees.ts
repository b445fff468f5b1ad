import { defineLesson } from '../format';

const gMajorAt2nd = { kind: 'scale', root: 'G', type: 'major', position: 'caged-e' } as const;

export default defineLesson({
  category: 'major-scale',
  slug: 'scale-degrees',
  order: 5,
  title: 'Scale degrees: numbers that work in every key',
  summary:
    'Name each note of a position by its degree, find the chord inside the scale, and hear where its two semitones pull.',
  level: 'improver',
  after: ['major-scale/g-major-at-the-2nd-fret', 'intervals/building-triads'],
  steps: [
    {
      title: 'Numbers instead of names',
      text: [
        'Number the notes of a major scale from its root: in G major, G is 1, A is 2, B is 3, C is 4, D is 5, E is 6 and F# is 7. These are the scale degrees.',
        'Letter names change with the key; degrees do not. The 5 is a perfect fifth above the 1 and the 3 a major third above it, whatever the key.',
      ],
      neck: { pattern: gMajorAt2nd, noteDisplay: 'DEGREES' },
    },
    {
      title: 'The chord inside the scale',
      text: [
        'Degrees 1, 3 and 5 are G, B and D: the G major chord. In this position they are G at the 3rd fret of the 6th and 1st strings and the 5th fret of the 4th string, B at the 2nd fret of the 5th string and the 4th fret of the 3rd, and D at the 5th fret of the 5th string and the 3rd fret of the 2nd.',
        'A melody that rests on these notes sounds settled over a G chord.',
      ],
      neck: {
        pattern: gMajorAt2nd,
        marked: [
          { string: 0, fret: 3 },
          { string: 1, fret: 2 },
          { string: 1, fret: 5 },
          { string: 2, fret: 5 },
          { string: 3, fret: 4 },
          { string: 4, fret: 3 },
          { string: 5, fret: 3 },
        ],
        noteDisplay: 'DEGREES',
      },
    },
    {
      title: 'Where the semitones are',
      text: [
        'The two semitones of the recipe fall between 3 and 4 (B to C, the 2nd and 3rd frets of the 5th string) and between 7 and 1 (F# to G, the 4th and 5th frets of the 4th string).',
        'The 7 is only a semitone below the root and pulls strongly up to it; it is called the leading note. Play F# and stop: you will want to hear G.',
      ],
      neck: {
        pattern: gMajorAt2nd,
        marked: [
          { string: 1, fret: 2 },
          { string: 1, fret: 3 },
          { string: 2, fret: 4 },
          { string: 2, fret: 5 },
        ],
        noteDisplay: 'DEGREES',
      },
    },
    {
      title: 'Name the degree',
      text: [
        'For each note that lights up, name its degree in G major. Find the nearest root first, then count up or down the scale from it.',
      ],
      neck: { pattern: gMajorAt2nd },
      exercise: { kind: 'name-note', ask: 'degree' },
    },
    {
      title: 'Same numbers, another key',
      text: [
        'Slide the position up five frets, middle finger on C at the 8th fret of the 6th string, and you play C major. Every degree stays in the same place under your hand: the 3 is still on the 5th string under your index finger, the 7 still on the 4th string under your ring finger.',
      ],
      neck: { pattern: { kind: 'scale', root: 'C', type: 'major', position: 'caged-e' }, noteDisplay: 'DEGREES' },
      exercise: { kind: 'name-note', ask: 'degree' },
    },
  ],
});
