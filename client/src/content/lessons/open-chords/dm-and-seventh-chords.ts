import { defineLesson } from '../format';

export default defineLesson({
  category: 'open-chords',
  slug: 'dm-and-seventh-chords',
  order: 6,
  title: 'D minor and the seventh chords A7, E7 and D7',
  summary:
    'Add Dm and three seventh chords to your open chords, each one a small change from a shape you already know.',
  level: 'beginner',
  after: ['open-chords/changing-chords'],
  steps: [
    {
      title: 'D minor',
      text: [
        'Index finger on the 1st string (high E) at the 1st fret, middle finger on the 3rd string (G) at the 2nd fret, ring finger on the 2nd string (B) at the 3rd fret. Strum from the open 4th string (D).',
        'Compared with D, only the 1st string changed: F# became F, one fret lower. That note is the third, and lowering it made the chord minor, just as with E and Em.',
      ],
      neck: { pattern: { kind: 'chord', root: 'D', type: 'minor', shape: 'xx0231' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'one-minute-changes', chords: ['D', 'Dm'] },
    },
    {
      title: 'A7: lift one finger',
      text: [
        'Play A, then lift the finger that is on the 3rd string (G). The open 3rd string now plays G, a minor seventh above A (count seven letters up from A and you reach G), and the chord becomes A7 ("A seven").',
        'A seventh chord sounds restless, as if it were waiting for the next chord. Strum A, then A7, and hear the difference.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: '7', shape: 'x02020' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'E7: lift another',
      text: [
        'Play E, then lift your ring finger off the 4th string (D). The open D is the seventh of E, and the chord is E7.',
        'The 4th string must still ring: keep the middle finger on the 5th string arched so it does not touch it.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: '7', shape: '020100' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'D7: the triangle turned over',
      text: [
        'Index finger on the 2nd string (B) at the 1st fret, middle finger on the 3rd string (G) at the 2nd fret, ring finger on the 1st string (high E) at the 2nd fret. Strum from the 4th string.',
        'The 2nd string plays C, the seventh of D. It looks like the D triangle turned upside down.',
      ],
      neck: { pattern: { kind: 'chord', root: 'D', type: '7', shape: 'xx0212' }, noteDisplay: 'INTERVALS' },
      exercise: { kind: 'find-notes' },
    },
    {
      title: 'Where a seventh chord wants to go',
      text: [
        'A seventh chord leans towards the chord whose root is a fifth below its own (count five letters down: A, G, F, E, D). So A7 leads to D, E7 to A, and D7 to G. Songs use them just before that change to make the arrival feel stronger.',
        'Try A7 to D: your fingers move from the 4th and 2nd strings to the D triangle.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: '7', shape: 'x02020' } },
      exercise: { kind: 'one-minute-changes', chords: ['A7', 'D'] },
    },
  ],
});
