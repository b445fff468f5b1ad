import { defineLesson } from '../format';

const arp = (type: string) => ({ kind: 'arpeggio', root: 'G', type, position: 'caged-e' }) as const;

export default defineLesson({
  category: 'triads-arpeggios',
  slug: 'seventh-arpeggios',
  order: 5,
  title: 'Seventh arpeggios: G7, Gmaj7 and Gm7',
  summary:
    'Add a fourth note to the triad and play the three most common seventh arpeggios in one position, hearing what each seventh does.',
  level: 'intermediate',
  after: ['triads-arpeggios/major-minor-arpeggios'],
  steps: [
    {
      title: 'Start from the triad',
      text: [
        'Here is the G major arpeggio, G, B and D, in the E-shape position round the 3rd fret. A seventh chord adds one more note, a seventh above the root. Which seventh, and which third, gives the chord its character.',
        'Play the triad first so you hear what is added next.',
      ],
      neck: { pattern: arp('major'), noteDisplay: 'INTERVALS' },
    },
    {
      title: 'G7: the flat seventh',
      text: [
        'G7, the dominant seventh, adds F, two frets below the root. In this position it sits on the 4th string (D) at the 3rd fret, between the 5th-string D and the G above it.',
        'The flat seventh makes the chord lean forward: G7 wants to move to C. It is also the sound of every chord in a blues.',
      ],
      neck: { pattern: arp('7'), noteDisplay: 'INTERVALS' },
      exercise: { kind: 'find-notes', ordered: true },
    },
    {
      title: 'Gmaj7: the major seventh',
      text: [
        'Gmaj7 adds F# instead, one fret below each G. There are three in this position: the 6th string at the 2nd fret, the 4th string at the 4th fret and the 1st string at the 2nd fret.',
        'The major seventh rubs gently against the root. The result is soft and dreamy rather than restless: think of a slow soul or jazz ballad.',
      ],
      neck: { pattern: arp('maj7'), noteDisplay: 'INTERVALS' },
      exercise: { kind: 'find-notes', ordered: true },
    },
    {
      title: 'Gm7: minor third and flat seventh',
      text: [
        'Gm7 keeps the F of G7 and lowers the third: B becomes Bb, on the 3rd string at the 3rd fret. Almost every note is now at the 3rd fret, under a small index-finger barre; the D on the 5th string and the G on the 4th string are at the 5th fret, under the ring finger.',
        'It is the mellow minor sound of funk and jazz. Play it in order along with the click.',
      ],
      neck: { pattern: arp('m7'), noteDisplay: 'INTERVALS' },
      exercise: { kind: 'play-along', bpm: 70 },
    },
    {
      title: 'Name what you play',
      text: [
        'Play G7, Gmaj7 and Gm7 one after another and say the role of each note as you play it: root, third, fifth, seventh. Knowing which note is the seventh is what lets you aim for it in a solo.',
      ],
      neck: { pattern: arp('7'), noteDisplay: 'NONE' },
      exercise: { kind: 'name-note', ask: 'interval' },
    },
  ],
});
