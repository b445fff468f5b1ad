import { defineLesson } from '../format';

export default defineLesson({
  category: 'the-neck',
  slug: 'sharps-and-flats',
  order: 3,
  title: 'Sharps and flats',
  summary: 'Name the notes between the naturals, and know all twelve notes on a string.',
  level: 'beginner',
  after: ['the-neck/naturals-on-the-low-strings'],
  steps: [
    {
      title: 'Sharp: one fret higher',
      text: [
        'On the 6th string (low E), F is at the 1st fret and G at the 3rd. The 2nd fret between them has a note too. It is one semitone above F, so it is called F sharp, written F#.',
        'A sharp sign means: one fret higher than the natural it is written with.',
      ],
      neck: {
        marked: [
          { string: 0, fret: 1 },
          { string: 0, fret: 2 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'Flat: one fret lower',
      text: [
        'The same 2nd fret is also one semitone below G, so it has a second name: G flat, written Gb. A flat sign means one fret lower than its natural.',
        'F# and Gb are two names for exactly the same sound. Musicians call such pairs enharmonic.',
      ],
      neck: {
        marked: [
          { string: 0, fret: 2 },
          { string: 0, fret: 3 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'All twelve notes on one string',
      text: [
        'Fill every fret of the 6th string from the open string to the 12th and you meet all twelve notes there are: E, F, F#, G, G#, A, A#, B, C, C#, D, D#, and E again.',
        'There is no note between B and C, or between E and F: those naturals are already one fret apart. Play up the string one fret at a time and name each note, then come back down using the flat names: Eb, D, Db, C, B, Bb and so on.',
      ],
      neck: {
        marked: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((fret) => ({ string: 0, fret })),
        noteDisplay: 'NOTES',
      },
      exercise: { kind: 'name-note', ask: 'name' },
    },
    {
      title: 'Which name to use',
      text: [
        'Whether you call a note F# or Gb depends on the key. A scale uses each letter once, so G major, shown here in open position, is spelled G A B C D E F#: its one sharp appears at the 2nd fret of the 6th string, the 4th fret of the 4th string and the 2nd fret of the 1st string.',
        'In some keys written with flats, such as Db major, the same note is called Gb. Until you meet keys, either name is right.',
      ],
      neck: { pattern: { kind: 'scale', root: 'G', type: 'major', position: 'caged-g' }, noteDisplay: 'NOTES' },
    },
    {
      title: 'Find every F#',
      text: [
        'Here is every F# on the neck. Start from the ones you know on the 6th and 1st strings at the 2nd fret, then find the others, string by string.',
      ],
      neck: { pattern: { kind: 'root', root: 'F#' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'find-notes' },
    },
  ],
});
