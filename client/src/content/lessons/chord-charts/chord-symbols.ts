import { defineLesson } from '../format';

export default defineLesson({
  category: 'chord-charts',
  slug: 'chord-symbols',
  order: 2,
  title: 'Chord symbols: m, 7, maj7, m7, sus and add9',
  summary:
    'Read the letters and numbers after a chord name and know what each adds or changes, with one open shape for each on A or C.',
  level: 'beginner',
  after: ['chord-charts/reading-a-chord-box', 'open-chords/e-and-a-major'],
  steps: [
    {
      title: 'A letter alone is major; m is minor',
      text: [
        'A chord symbol starts with its root. A letter alone, like A, means a major chord. A small m after it, Am, means minor: the third is one fret lower.',
        'Compare A major and A minor: they differ by one note, on the 2nd string (B). In A it is C# at the 2nd fret; in Am it is C at the 1st fret. Here is Am.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'minor', shape: 'x02210' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: '7: the dominant seventh',
      text: [
        'A 7 on its own, A7, adds the flat seventh to a major chord: the note two frets below the root. In open A7 it is the open 3rd string (G).',
        'A7 sounds like it wants to move on, usually to D. It is the chord of the blues.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: '7', shape: 'x02020' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'maj7: the major seventh',
      text: [
        'maj7 (also written M7 or with a small triangle) adds a different seventh, one fret below the root. In Amaj7 that is G#, on the 3rd string at the 1st fret.',
        'Do not mix it up with 7: Amaj7 sounds soft and still, A7 restless. The word "maj" refers to the seventh, not to the chord, which is major in both.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'maj7', shape: 'x02120' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'm7: minor chord, flat seventh',
      text: [
        'm7 is a minor chord with the flat seventh. Am7 is Am with the open 3rd string (G) left ringing: lift the ring finger from the A minor shape.',
        'Read the symbol from the left: m belongs to the chord, 7 to the added note.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'm7', shape: 'x02010' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'sus4 and sus2: no third',
      text: [
        'sus means suspended: the third is replaced. In sus4 it is replaced by the fourth, in sus2 by the second. With no third the chord is neither major nor minor; it sounds open and waiting.',
        'Asus4: add your little finger to the 2nd string at the 3rd fret of an A chord. Then lift it to go back to A. Practise that move for one minute; it is one of the most used decorations in pop and rock.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'sus4', shape: 'x02230' }, noteDisplay: 'INTERVALS' },
      exercise: { kind: 'one-minute-changes', chords: ['A', 'Asus4'] },
    },
    {
      title: 'add9: a colour note on top',
      text: [
        'add9 adds the ninth, the second note of the scale an octave up, and nothing else: no seventh. Cadd9 is C major with D added.',
        'From open C, move your little finger onto the 2nd string (B) at the 3rd fret in place of the index finger at the 1st fret. The chord keeps its E on the 4th string and gains a bright D on top.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'add9', shape: 'x32030' }, noteDisplay: 'INTERVALS' },
    },
  ],
});
