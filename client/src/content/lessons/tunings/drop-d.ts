import { defineLesson } from '../format';

export default defineLesson({
  category: 'tunings',
  slug: 'drop-d',
  order: 2,
  title: 'Drop D: power chords with one finger',
  summary:
    'Tune the 6th string down to D, learn what moves on the neck and what stays, and play heavy power chords with one finger and a full open D chord.',
  level: 'beginner',
  after: ['tunings/tuning-down-safely'],
  steps: [
    {
      title: 'One string down',
      text: [
        'Drop D changes one string only: the 6th string goes down a whole step, from E to D. The strings are now D A D G B E.',
        'To tune it by ear, play the open 4th string (D) and lower the 6th string until it sounds the same note an octave lower: the wobble between them slows down and stops. The 6th string at the 7th fret should then match the open 5th string (A).',
      ],
      neck: {
        tuning: 'DROP_D',
        marked: [
          { string: 0, fret: 0 },
          { string: 0, fret: 7 },
          { string: 1, fret: 0 },
          { string: 2, fret: 0 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'What moves and what stays',
      text: [
        'Only the 6th string has changed, so every note on it sits two frets higher than before: E at the 2nd fret, F at the 3rd, G at the 5th, A at the 7th, Bb at the 8th, C at the 10th and D at the 12th. The other five strings are exactly as they were.',
        'Name the notes on the 6th string to get used to the new places.',
      ],
      neck: {
        tuning: 'DROP_D',
        marked: [0, 2, 3, 5, 7, 8, 10, 12].map((fret) => ({ string: 0, fret })),
        noteDisplay: 'NOTES',
      },
      exercise: { kind: 'name-note', ask: 'name' },
    },
    {
      title: 'Power chords with one finger',
      text: [
        'The three lowest strings are now D, A and D: root, fifth and octave. Played open together they are a D5 power chord. Lay one finger flat across the same three strings at any fret and you get another power chord: G5 at the 5th fret, F5 at the 3rd.',
        'Here is G5. Use the index finger flat, and let your other fingers rest lightly on the higher strings to keep them quiet.',
      ],
      neck: {
        tuning: 'DROP_D',
        pattern: { kind: 'chord', root: 'G', type: '5', shape: '555xxx' },
        noteDisplay: 'INTERVALS',
      },
      exercise: { kind: 'one-minute-changes', chords: ['D5', 'G5'] },
    },
    {
      title: 'A riff in Drop D',
      text: [
        'Play D5 open, then F5 at the 3rd fret, then G5 at the 5th fret, one chord a beat, and back to D5. Rest the side of your picking hand lightly on the strings by the bridge for a tight, chunky sound.',
        'Start slowly with the click; a riff sounds heavy when it is exactly in time, not when it is fast.',
      ],
      neck: {
        tuning: 'DROP_D',
        pattern: { kind: 'chord', root: 'D', type: '5', shape: '000xxx' },
        noteDisplay: 'INTERVALS',
      },
      exercise: { kind: 'play-along', bpm: 80 },
    },
    {
      title: 'A big open D',
      text: [
        'The open D chord you know now has a low D under it. Finger D as usual on the top strings and strum all six: the 6th, 5th and 4th strings ring open as D, A and D.',
        'This is why songs in D are often played in Drop D: the key chord gets its own root as the lowest note, an octave below the open 4th string.',
      ],
      neck: {
        tuning: 'DROP_D',
        pattern: { kind: 'chord', root: 'D', type: 'major', shape: '000232' },
        noteDisplay: 'NOTES',
      },
    },
  ],
});
