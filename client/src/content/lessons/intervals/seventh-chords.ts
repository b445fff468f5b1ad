import { defineLesson } from '../format';

export default defineLesson({
  category: 'intervals',
  slug: 'seventh-chords',
  order: 4,
  title: 'Seventh chords: a fourth note',
  summary: 'Add a seventh to a triad and hear the three commonest seventh chords: dominant, major and minor seventh.',
  level: 'improver',
  after: ['intervals/building-triads', 'open-chords/dm-and-seventh-chords'],
  steps: [
    {
      title: 'The dominant seventh: G7',
      text: [
        'Stack one more third on a triad and you reach the seventh. A major triad with a minor seventh (ten semitones above the root, a tone below the octave) is a dominant seventh chord, written with a plain 7 after the root: G7.',
        'In this G7 the 1st string plays F at the 1st fret: the minor seventh of G. The rest is your G chord: G, B and D.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: '7', shape: '320001' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'The major seventh: Cmaj7',
      text: [
        'A major triad with a major seventh (eleven semitones, one fret below the octave) is a major seventh chord: Cmaj7. Its sound is soft and dreamy rather than restless.',
        'Play C, then lift your index finger off the 2nd string: the open B is the major seventh of C.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'maj7', shape: 'x32000' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'The minor seventh: Am7',
      text: [
        'A minor triad with a minor seventh is a minor seventh chord: Am7. Play Am and lift your ring finger off the 3rd string: the open G is the minor seventh of A.',
        'Minor sevenths sound mellow, and are everywhere in soul, jazz and pop.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'm7', shape: 'x02010' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'The G7 arpeggio',
      text: [
        'Here are the notes of G7 around the 3rd fret, with the root on the 6th string. Tap them from the lowest to the highest: root, third, fifth, seventh, and on up.',
        'The seventh, F, sits two frets below the octave G on the 4th string: a quick way to find a minor seventh from any root.',
      ],
      neck: { pattern: { kind: 'arpeggio', root: 'G', type: '7', position: 'caged-e' }, noteDisplay: 'INTERVALS' },
      exercise: { kind: 'find-notes', ordered: true },
    },
    {
      title: 'Where G7 leads',
      text: [
        'A dominant seventh pulls towards the chord a fifth below. In G7 to C the seventh, F, falls a semitone to E, and the third, B, rises a semitone to C. Those two short moves are why the change sounds like coming home.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: '7', shape: '320001' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'one-minute-changes', chords: ['G7', 'C'] },
    },
  ],
});
