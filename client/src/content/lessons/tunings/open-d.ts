import { defineLesson } from '../format';

export default defineLesson({
  category: 'tunings',
  slug: 'open-d',
  order: 4,
  title: 'Open D: a ringing D major',
  summary:
    'Tune to open D, play the chords of D with one finger, find a D minor, and play a melody on the 1st string over the ringing open strings.',
  level: 'improver',
  after: ['tunings/drop-d'],
  steps: [
    {
      title: 'Retuning to open D',
      text: [
        'Open D sounds a D major chord on the open strings: D A D F# A D. From standard, the 5th and 4th strings stay as they are. The 6th, 2nd and 1st strings go down a whole step (E to D, B to A, E to D), and the 3rd string down a half step (G to F#).',
        'Four strings drop, so take your time and retune twice; then strum all six.',
      ],
      neck: {
        tuning: 'OPEN_D',
        pattern: { kind: 'chord', root: 'D', type: 'major', shape: '000000' },
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'G and A with one finger',
      text: [
        'As in open G, one finger flat across the strings gives a major chord: G at the 5th fret, A at the 7th. D, G and A are the three main chords of the key of D.',
        'Change from D to G for a minute, lifting the barre cleanly off the strings each time.',
      ],
      neck: {
        tuning: 'OPEN_D',
        pattern: { kind: 'chord', root: 'G', type: 'major', shape: '555555' },
        noteDisplay: 'NOTES',
      },
      exercise: { kind: 'one-minute-changes', chords: ['D', 'G'] },
    },
    {
      title: 'D minor',
      text: [
        'D minor needs its minor third, F, and the open tuning does not give it. The simplest way is two fingers at the 3rd fret: the 4th string (D) becomes F, the 3rd string (F#) becomes A, and the other strings ring open.',
        'The notes are D, A, F, A, A and D: a D minor chord that still rings like the tuning.',
      ],
      neck: {
        tuning: 'OPEN_D',
        pattern: { kind: 'chord', root: 'D', type: 'minor', shape: '003300' },
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'A melody over a drone',
      text: [
        'On the 1st string, the notes of the D major scale are at the open string and the 2nd, 4th, 5th, 7th, 9th, 11th and 12th frets. Play them one at a time while you strum or pick the open lower strings: the melody sings over a D chord that never stops.',
        'Name the notes as you play them, then make up a short tune that ends on D.',
      ],
      neck: {
        tuning: 'OPEN_D',
        marked: [0, 2, 4, 5, 7, 9, 11, 12].map((fret) => ({ string: 5, fret })),
        noteDisplay: 'NOTES',
      },
      exercise: { kind: 'name-note', ask: 'name' },
    },
  ],
});
