import { defineLesson } from '../format';

export default defineLesson({
  category: 'the-neck',
  slug: 'open-strings',
  order: 1,
  title: 'The six open strings',
  summary: 'Name the six strings from the thickest to the thinnest, and find them on the neck.',
  level: 'first-steps',
  steps: [
    {
      title: 'Six strings, lowest first',
      text: [
        'Hold the guitar and look down at the strings. The thickest one, nearest your chin, sounds the lowest note: we call it the 6th string, or the low E. The thinnest, nearest the floor, is the 1st string, the high E.',
        'Tap each open string on the neck here to hear it, from the low E to the high E.',
      ],
      neck: {
        marked: [
          { string: 0, fret: 0 },
          { string: 1, fret: 0 },
          { string: 2, fret: 0 },
          { string: 3, fret: 0 },
          { string: 4, fret: 0 },
          { string: 5, fret: 0 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'Eddie Ate Dynamite, Good Bye Eddie',
      text: [
        'From the low string to the high one, the open strings are E, A, D, G, B and E. A sentence whose words start with those letters helps: Eddie Ate Dynamite, Good Bye Eddie.',
        'Both E strings play the same note name two octaves apart. Say each name aloud as you play the string.',
      ],
      neck: {
        marked: [
          { string: 0, fret: 0 },
          { string: 1, fret: 0 },
          { string: 2, fret: 0 },
          { string: 3, fret: 0 },
          { string: 4, fret: 0 },
          { string: 5, fret: 0 },
        ],
        noteDisplay: 'NOTES',
      },
      exercise: { kind: 'name-note', ask: 'name' },
    },
    {
      title: 'Every E on the neck',
      text: [
        'The note E is not only on the open strings. Here is every E on the neck. At the 12th fret each string plays its open note again, one octave higher: the neck starts over.',
      ],
      neck: { pattern: { kind: 'root', root: 'E' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'find-notes' },
    },
  ],
});
