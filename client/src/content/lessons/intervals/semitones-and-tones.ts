import { defineLesson } from '../format';

export default defineLesson({
  category: 'intervals',
  slug: 'semitones-and-tones',
  order: 1,
  title: 'Semitones and tones',
  summary:
    'Measure the distance between two notes in frets: the semitone and the tone, the two steps every scale is made of.',
  level: 'first-steps',
  after: ['the-neck/naturals-on-the-low-strings'],
  steps: [
    {
      title: 'The semitone: one fret',
      text: [
        'The distance between two notes is called an interval. The smallest one on the guitar is the semitone (or half step): one fret.',
        'Play the 5th string (A) at the 3rd fret with your ring finger: C. Then the 4th fret with your little finger: C#. That is a semitone.',
      ],
      neck: {
        marked: [
          { string: 1, fret: 3 },
          { string: 1, fret: 4 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'The tone: two frets',
      text: [
        'Two semitones make a tone (or whole step): two frets. From C at the 3rd fret of the 5th string, a tone up is D at the 5th fret.',
        'Play C, C#, D, one fret at a time, then C and D alone, and listen to the bigger step.',
      ],
      neck: {
        marked: [
          { string: 1, fret: 3 },
          { string: 1, fret: 5 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'Two semitones among the naturals',
      text: [
        'Between most naturals the step is a tone. Two pairs are only a semitone apart: B and C, and E and F. On the 5th string, B is at the 2nd fret and C at the 3rd; E is at the 7th fret and F at the 8th.',
        'These two short steps give the major scale its shape, as you will see in the major scale lessons.',
      ],
      neck: {
        marked: [
          { string: 1, fret: 2 },
          { string: 1, fret: 3 },
          { string: 1, fret: 7 },
          { string: 1, fret: 8 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'Tone or semitone?',
      text: [
        'Here are the naturals from A to A along the 5th string. For each note that lights up, name it, then say whether the step up to the next natural is a tone (two frets) or a semitone (one fret).',
      ],
      neck: { marked: [0, 2, 3, 5, 7, 8, 10, 12].map((fret) => ({ string: 1, fret })) },
      exercise: { kind: 'name-note', ask: 'name' },
    },
  ],
});
