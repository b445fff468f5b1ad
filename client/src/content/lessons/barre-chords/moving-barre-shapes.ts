import { defineLesson } from '../format';

export default defineLesson({
  category: 'barre-chords',
  slug: 'moving-barre-shapes',
  order: 4,
  title: 'Any chord in any key: roots on the 6th and 5th strings',
  summary:
    'Learn the note names on the two lowest strings, and use them to place the E-shape and A-shape barres for any major or minor chord.',
  level: 'improver',
  after: ['barre-chords/e-shape-minor-and-seventh', 'barre-chords/a-shape-major-and-minor', 'open-chords/g-and-c'],
  steps: [
    {
      title: 'The notes on the 6th string',
      text: [
        'A barre shape plays whatever chord its root lands on, so you need the note names on the string that holds the root. On the 6th string (low E): E open, F at the 1st fret, G at the 3rd, A at the 5th, B at the 7th, C at the 8th, D at the 10th, and E again at the 12th.',
        'Between E and F, and between B and C, there is no note in between; everywhere else there is a sharp or flat. F# is at the 2nd fret, Bb at the 6th.',
      ],
      neck: {
        marked: [
          { string: 0, fret: 0 },
          { string: 0, fret: 1 },
          { string: 0, fret: 3 },
          { string: 0, fret: 5 },
          { string: 0, fret: 7 },
          { string: 0, fret: 8 },
          { string: 0, fret: 10 },
          { string: 0, fret: 12 },
        ],
        noteDisplay: 'NOTES',
      },
      exercise: { kind: 'name-note', ask: 'name' },
    },
    {
      title: 'The notes on the 5th string',
      text: [
        'On the 5th string (A): A open, B at the 2nd fret, C at the 3rd, D at the 5th, E at the 7th, F at the 8th, G at the 10th, and A again at the 12th.',
        'Say the names as you play them, going up, then jump around. You will know them when you no longer count up from the open string.',
      ],
      neck: {
        marked: [
          { string: 1, fret: 0 },
          { string: 1, fret: 2 },
          { string: 1, fret: 3 },
          { string: 1, fret: 5 },
          { string: 1, fret: 7 },
          { string: 1, fret: 8 },
          { string: 1, fret: 10 },
          { string: 1, fret: 12 },
        ],
        noteDisplay: 'NOTES',
      },
      exercise: { kind: 'name-note', ask: 'name' },
    },
    {
      title: 'Root on the 6th string: the E shape',
      text: [
        'For the E shape, the barre sits on the fret of the root on the 6th string. A is at the 5th fret, so the E shape with the barre at the 5th fret is A major.',
        'Lift the middle finger for A minor, exactly as you did for F minor. The same goes for every chord: find the root on the 6th string, barre there.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'major', shape: '577655' }, noteDisplay: 'NOTES' },
    },
    {
      title: 'Root on the 5th string: the A shape',
      text: [
        'For the A shape, the root is under your index finger on the 5th string. D is at the 5th fret of the 5th string, so the A shape with the barre at the 5th fret is D major.',
        'Use the B minor shape at the same fret for D minor.',
      ],
      neck: { pattern: { kind: 'chord', root: 'D', type: 'major', shape: 'x57775' }, noteDisplay: 'NOTES' },
    },
    {
      title: 'Choose the nearer shape',
      text: [
        'Every chord now has two places. A song with G, C and D can stay round the 3rd fret: G as the E shape at the 3rd fret (root on the 6th string), C as the A shape at the 3rd fret (root on the 5th string), D as the A shape at the 5th fret.',
        'Your hand barely moves. Practise G to C in this position for one minute: keep the barre at the 3rd fret and only change the shape on top of it.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'x35553' } },
      exercise: { kind: 'one-minute-changes', chords: ['G', 'C'] },
    },
  ],
});
