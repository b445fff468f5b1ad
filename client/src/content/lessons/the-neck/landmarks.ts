import { defineLesson } from '../format';

const allStrings = [0, 1, 2, 3, 4, 5];

export default defineLesson({
  category: 'the-neck',
  slug: 'landmarks',
  order: 4,
  title: 'Landmarks: the dots, the 5th fret and the 12th fret',
  summary: 'Find your way along the neck without counting frets, using the dots and two frets that repeat notes.',
  level: 'beginner',
  after: ['the-neck/naturals-on-the-low-strings'],
  steps: [
    {
      title: 'The dots',
      text: [
        'Most guitars have dots on the 3rd, 5th, 7th, 9th and 12th frets (a double dot at the 12th), and the same pattern again from the 15th fret. They let you find a fret at a glance instead of counting.',
        'Learn what the dots stand for on the 6th string (low E): G at the 3rd fret, A at the 5th, B at the 7th, C# at the 9th and E at the 12th.',
      ],
      neck: { marked: [3, 5, 7, 9, 12].map((fret) => ({ string: 0, fret })), noteDisplay: 'NOTES' },
      exercise: { kind: 'name-note', ask: 'name' },
    },
    {
      title: 'The 12th fret: the neck starts again',
      text: [
        'The 12th fret is halfway along the string. There, every string plays its open note one octave higher: E, A, D, G, B and E again.',
        'So everything you learn between the nut and the 12th fret repeats above it. A note at the 3rd fret is found again at the 15th.',
      ],
      neck: { marked: allStrings.map((string) => ({ string, fret: 12 })), noteDisplay: 'NOTES' },
      exercise: { kind: 'name-note', ask: 'name' },
    },
    {
      title: 'The 5th fret: the next string up',
      text: [
        'Play the 6th string at the 5th fret: it is A, the same note as the open 5th string. The 5th string at the 5th fret is D, the open 4th string, and the 4th string at the 5th fret is G, the open 3rd string.',
        'There is one exception. On the 3rd string (G) it is the 4th fret that gives B, the open 2nd string. Then the 2nd string at the 5th fret gives E, the open 1st string. This is how many guitarists tune by ear.',
      ],
      neck: {
        marked: [
          { string: 0, fret: 5 },
          { string: 1, fret: 5 },
          { string: 2, fret: 5 },
          { string: 3, fret: 4 },
          { string: 4, fret: 5 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'Find every A',
      text: [
        'Use your landmarks to find every A: the 5th fret of the 6th string, the open 5th string and its 12th fret, and the 5th fret of the 1st string. Then look for the ones in between.',
      ],
      neck: { pattern: { kind: 'root', root: 'A' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'find-notes' },
    },
  ],
});
