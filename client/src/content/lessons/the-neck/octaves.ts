import { defineLesson } from '../format';

export default defineLesson({
  category: 'the-neck',
  slug: 'octaves',
  order: 5,
  title: 'Octave shapes',
  summary:
    'Jump from a note to the same note an octave higher with three shapes, and use them to find any note on every string.',
  level: 'beginner',
  after: ['the-neck/sharps-and-flats', 'the-neck/landmarks'],
  steps: [
    {
      title: 'Two strings over, two frets up',
      text: [
        'Put your index finger on the 6th string (low E) at the 3rd fret: that is G. Now put your ring finger on the 4th string (D) at the 5th fret. That is G too, one octave higher: the same note name, twice the frequency.',
        'Pick the two strings together. Let the underside of your index finger rest lightly on the 5th string so that it stays silent.',
      ],
      neck: {
        marked: [
          { string: 0, fret: 3 },
          { string: 2, fret: 5 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'The same shape from the 5th string',
      text: [
        'The shape moves over as it is. Index finger on the 5th string (A) at the 3rd fret: C. Ring finger on the 3rd string (G) at the 5th fret: C, one octave higher.',
        'Slide the shape anywhere on these strings and the two notes always share a name.',
      ],
      neck: {
        marked: [
          { string: 1, fret: 3 },
          { string: 3, fret: 5 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'Onto the 2nd string: three frets up',
      text: [
        'Neighbouring strings are five frets apart, except the 3rd and 2nd strings (G and B), which are four apart. So any shape that crosses onto the 2nd string moves one fret higher. From the 4th string to the 2nd, the octave is two strings over and three frets up: E at the 2nd fret of the 4th string, E at the 5th fret of the 2nd string.',
        'The same goes from the 3rd string to the 1st: A at the 2nd fret of the 3rd string, A at the 5th fret of the 1st string.',
      ],
      neck: {
        marked: [
          { string: 2, fret: 2 },
          { string: 4, fret: 5 },
          { string: 3, fret: 2 },
          { string: 5, fret: 5 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'The two E strings',
      text: [
        'The 6th and 1st strings are both E, two octaves apart, so any fret gives the same note name on both: G at the 3rd fret of the 6th string and G at the 3rd fret of the 1st string.',
        'Whatever you know on the low E string, you know on the high E string.',
      ],
      neck: {
        marked: [
          { string: 0, fret: 3 },
          { string: 5, fret: 3 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'Every G, linked by octaves',
      text: [
        'Here is every G on the neck. Start from the G you know at the 3rd fret of the 6th string, then use the octave shapes to jump to the next one, and the next.',
      ],
      neck: { pattern: { kind: 'root', root: 'G' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'find-notes' },
    },
  ],
});
