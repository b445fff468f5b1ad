import { defineLesson } from '../format';

const blues = { kind: 'scale', root: 'A', type: 'blues', position: 'frets-5-8' } as const;

export default defineLesson({
  category: 'pentatonic-blues',
  slug: 'blues-scale',
  order: 3,
  title: 'The blues scale and its blue note',
  summary:
    'Add one note to the minor pentatonic, the flat fifth, and use it as a passing note and a bend the way blues players do.',
  level: 'improver',
  after: ['pentatonic-blues/minor-pentatonic-box-1'],
  steps: [
    {
      title: 'One note more',
      text: [
        'The A blues scale is A minor pentatonic with one extra note: Eb, the flat fifth. Its notes are A, C, D, Eb, E and G.',
        'The neck shows it between the 5th and 8th frets, where you already know box 1. Everything you know is still there; two new dots have appeared.',
      ],
      neck: { pattern: blues, noteDisplay: 'NOTES' },
    },
    {
      title: 'Where the blue notes are',
      text: [
        'In this position the Eb sits on the 5th string (A) at the 6th fret, and on the 3rd string (G) at the 8th fret. Both are marked.',
        'Play the 5th string one: the middle finger, which had nothing to do in box 1, now has a job. The 3rd string one falls under your little finger.',
      ],
      neck: {
        pattern: blues,
        marked: [
          { string: 1, fret: 6 },
          { string: 3, fret: 8 },
        ],
        noteDisplay: 'INTERVALS',
      },
    },
    {
      title: 'A note to pass through',
      text: [
        'On its own the flat fifth sounds tense, almost wrong. Its magic is on the way somewhere. On the 5th string play D, Eb, E at the 5th, 6th and 7th frets with index, middle and ring fingers, and stop on the E.',
        'Then play it backwards, E, Eb, D, and hear how the middle note smears the two others together. That smear is the sound of the blues.',
      ],
      neck: {
        pattern: blues,
        marked: [
          { string: 1, fret: 5 },
          { string: 1, fret: 6 },
          { string: 1, fret: 7 },
        ],
      },
    },
    {
      title: 'Bend up to it',
      text: [
        'Put your ring finger on the 3rd string (G) at the 7th fret, the D, with your middle and index fingers on the same string behind it to help. Push the string up towards the ceiling until it sounds like the Eb at the 8th fret. That is a half-step bend.',
        'Play the 8th fret first to hear the target, then bend to match it. Bending a little short of the note, between D and Eb, is also a classic blues sound.',
      ],
      neck: {
        pattern: blues,
        marked: [
          { string: 3, fret: 7 },
          { string: 3, fret: 8 },
        ],
      },
    },
    {
      title: 'The whole scale in order',
      text: [
        'Play the scale in order, from the low A on the 6th string to the C at the 8th fret of the 1st string, and back. Then do it with the click, one note a beat.',
      ],
      neck: { pattern: blues },
      exercise: { kind: 'play-along', bpm: 70 },
    },
  ],
});
