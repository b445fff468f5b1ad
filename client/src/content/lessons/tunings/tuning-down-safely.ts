import { defineLesson } from '../format';

const openStrings = [0, 1, 2, 3, 4, 5].map((string) => ({ string, fret: 0 }));

export default defineLesson({
  category: 'tunings',
  slug: 'tuning-down-safely',
  order: 1,
  title: 'Tuning down safely: a whole step down',
  summary:
    'Retune all six strings a whole step down without breaking a string or fighting the tuning, check the result by ear, and know what your shapes are called there.',
  level: 'beginner',
  steps: [
    {
      title: 'Why tune down',
      text: [
        'Many songs are played with the guitar tuned lower than standard: the sound gets deeper, bends get easier because the strings are slacker, and a singer can sing lower. A whole step down turns E A D G B E into D G C F A D.',
        'Every string goes down by two frets, so all the relationships between strings stay the same, and every shape you know still works.',
      ],
      neck: { tuning: 'STANDARD_D', marked: openStrings, noteDisplay: 'NOTES' },
    },
    {
      title: 'Lower, then come up to the note',
      text: [
        'Turn each tuning peg a little at a time while you play the string, and watch the tuner. Go slightly below the target note, then tune up to it. A string tuned up to its pitch holds it; one tuned down to it tends to creep flat as the slack settles in the peg.',
        'Loosening is always safe for the guitar. Tuning up is where strings break: never turn a peg quickly while a string is already near its normal pitch.',
      ],
      neck: { tuning: 'STANDARD_D', marked: openStrings, noteDisplay: 'NOTES' },
    },
    {
      title: 'Check by ear at the 5th fret',
      text: [
        'Because the intervals are unchanged, the old check still works. The 6th string at the 5th fret should sound the same note as the open 5th string, and so on up, except the 3rd string, where the 4th fret matches the open 2nd string.',
        'The marked notes are those checks: G, C, F, A and D. If two notes wobble against each other, they are not yet in tune.',
      ],
      neck: {
        tuning: 'STANDARD_D',
        marked: [
          { string: 0, fret: 5 },
          { string: 1, fret: 5 },
          { string: 2, fret: 5 },
          { string: 3, fret: 4 },
          { string: 4, fret: 5 },
        ],
        noteDisplay: 'NOTES',
      },
      exercise: { kind: 'name-note', ask: 'name' },
    },
    {
      title: 'Same shapes, new names',
      text: [
        'Every shape now sounds two half steps lower than its name in standard tuning. The open G shape sounds F; the C shape sounds Bb; the E minor shape sounds D minor.',
        'When you play with others, tell them the names of what sounds, not of your shapes. The neck here names the notes as they sound: this G shape is F major.',
      ],
      neck: {
        tuning: 'STANDARD_D',
        pattern: { kind: 'chord', root: 'F', type: 'major', shape: '320003' },
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'Let the strings settle',
      text: [
        'After a big change the strings keep moving for a few minutes as the tension evens out along them and round the pegs. Play for a while, then tune again; expect to do it two or three times.',
        'Going back to standard, tune each string up part of the way, then go round all six again: the neck bends slightly under the returning tension, and the first strings you tuned will have dropped a little.',
      ],
      neck: { tuning: 'STANDARD_D', marked: openStrings, noteDisplay: 'NOTES' },
    },
  ],
});
