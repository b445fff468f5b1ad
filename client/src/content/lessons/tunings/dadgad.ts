import { defineLesson } from '../format';

export default defineLesson({
  category: 'tunings',
  slug: 'dadgad',
  order: 5,
  title: 'DADGAD: the open, suspended sound',
  summary:
    'Tune to DADGAD, hear why its open strings are neither major nor minor, and play a D5, a D major and a G over the D drone.',
  level: 'improver',
  after: ['tunings/drop-d'],
  steps: [
    {
      title: 'D A D G A D',
      text: [
        'DADGAD is named after its open strings, from the 6th to the 1st. From standard, three strings go down a whole step: the 6th (E to D), the 2nd (B to A) and the 1st (E to D).',
        'Strum the open strings. The chord is D sus4: D, G and A, with no third, so it is neither major nor minor. That open, unresolved ring is the sound of much Celtic and folk guitar.',
      ],
      neck: {
        tuning: 'DADGAD',
        pattern: { kind: 'chord', root: 'D', type: 'sus4', shape: '000000' },
        noteDisplay: 'INTERVALS',
      },
    },
    {
      title: 'D5: one finger',
      text: [
        'Put one finger on the 3rd string (G) at the 2nd fret, making it A. Now every string is D or A, root or fifth: a D5 chord, rich and deep because four strings ring open.',
        'Go back and forth between the open Dsus4 and D5 with that one finger; the change alone already sounds like a piece of music.',
      ],
      neck: {
        tuning: 'DADGAD',
        pattern: { kind: 'chord', root: 'D', type: '5', shape: '000200' },
        noteDisplay: 'INTERVALS',
      },
    },
    {
      title: 'D major',
      text: [
        'For a full D major the chord needs F#. Keep the finger on the 3rd string at the 2nd fret and add another on the 4th string (D) at the 4th fret: that is F#. Do not play the 2nd and 1st strings too hard; their open A and D blend in.',
      ],
      neck: {
        tuning: 'DADGAD',
        pattern: { kind: 'chord', root: 'D', type: 'major', shape: '004200' },
        noteDisplay: 'INTERVALS',
      },
      exercise: { kind: 'find-notes' },
    },
    {
      title: 'G over the D drone',
      text: [
        'Put two fingers at the 2nd fret, on the 5th string (A) and on the 2nd string (A): both become B. With the open D, D, G and D strings that makes G major with D in the bass.',
        'Change between D5 and this G for one minute. The low D never stops, and that drone under changing chords is what DADGAD is loved for.',
      ],
      neck: {
        tuning: 'DADGAD',
        pattern: { kind: 'chord', root: 'G', type: 'major', shape: '020020' },
        noteDisplay: 'INTERVALS',
      },
      exercise: { kind: 'one-minute-changes', chords: ['D5', 'G'] },
    },
  ],
});
