import { defineLesson } from '../format';

export default defineLesson({
  category: 'barre-chords',
  slug: 'e-shape-minor-and-seventh',
  order: 2,
  title: 'E-shape minor and seventh barres',
  summary:
    'Turn the F barre into F minor, F7 and F minor seven by lifting one finger at a time, then move all four shapes to G.',
  level: 'improver',
  after: ['barre-chords/f-barre-e-shape'],
  steps: [
    {
      title: 'F minor: lift the middle finger',
      text: [
        'Play F major, then lift your middle finger off the 3rd string (G). The barre now frets that string at the 1st fret, Ab instead of A, and the chord turns minor: F, Ab and C.',
        'This is the open E minor shape moved up a fret. Check the 3rd string rings clearly; it now depends on the barre alone.',
      ],
      neck: { pattern: { kind: 'chord', root: 'F', type: 'minor', shape: '133111' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'F7: lift the little finger',
      text: [
        'Back to F major, and this time lift your little finger off the 4th string (D). The barre frets it at the 1st fret: Eb, the flat seventh. The chord becomes F7, a dominant seventh, the sound of the blues and of a chord about to move on.',
        'This is the open E7 shape moved up a fret.',
      ],
      neck: { pattern: { kind: 'chord', root: 'F', type: '7', shape: '131211' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'F minor seven: lift both',
      text: [
        'Lift both the middle and the little finger: only the barre and the ring finger on the 5th string (A) at the 3rd fret are left. The chord is Fm7: F, Ab, C and Eb.',
        'It is the easiest of the four to hold, and a soft, jazzy sound.',
      ],
      neck: { pattern: { kind: 'chord', root: 'F', type: 'm7', shape: '131111' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'The same shapes at the 3rd fret',
      text: [
        'Slide the whole hand up two frets so the barre sits at the 3rd fret: the root on the 6th string (low E) is now G, and the four shapes give G, Gm, G7 and Gm7.',
        'Here is G minor. Lift and put back the middle finger to move between G minor and G major without moving anything else.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'minor', shape: '355333' } },
    },
    {
      title: 'F to G minor',
      text: [
        'A change you will meet often: F major at the 1st fret to G minor at the 3rd. Keep the shape of your index finger as you slide, lift the middle finger on the way, and land the barre and ring finger together.',
        'Do it for one minute and count the clean changes.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'minor', shape: '355333' } },
      exercise: { kind: 'one-minute-changes', chords: ['F', 'Gm'] },
    },
  ],
});
