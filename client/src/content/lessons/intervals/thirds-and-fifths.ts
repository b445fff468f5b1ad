import { defineLesson } from '../format';

export default defineLesson({
  category: 'intervals',
  slug: 'thirds-and-fifths',
  order: 2,
  title: 'Thirds and fifths: the shapes',
  summary:
    'Play the major third, the minor third and the perfect fifth as shapes across two strings, and hear each one.',
  level: 'beginner',
  after: ['intervals/semitones-and-tones'],
  steps: [
    {
      title: 'The major third: four semitones',
      text: [
        'From C to E is four semitones: a major third. On one string that is four frets, from the 3rd fret of the 5th string to the 7th.',
        'Across two strings it is a small shape: C on the 5th string at the 3rd fret, E on the 4th string at the 2nd fret. One string over, towards the floor, and one fret back, towards the nut. Play the two notes one after the other, then together: a bright, happy sound.',
      ],
      neck: {
        marked: [
          { string: 1, fret: 3 },
          { string: 2, fret: 2 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'The minor third: three semitones',
      text: [
        'One semitone less gives a minor third: three semitones, as from A to C. The shape: A on the 6th string (low E) at the 5th fret, C on the 5th string at the 3rd fret. One string over, two frets back.',
        'Play it, then the major third, and compare: the minor third sounds darker. This one fret of difference is what separates a minor chord from a major one.',
      ],
      neck: {
        marked: [
          { string: 0, fret: 5 },
          { string: 1, fret: 3 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'The perfect fifth: seven semitones',
      text: [
        'From C to G is seven semitones: a perfect fifth. The shape: C on the 5th string at the 3rd fret, G on the 4th string at the 5th fret. One string over, two frets up.',
        'Played together, root and fifth make the power chord, C5, the sound of a great deal of rock guitar. Fret C with your index finger and G with your ring finger.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: '5', shape: 'x35xxx' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'Onto the 2nd string, one fret higher',
      text: [
        'Neighbouring strings are five frets apart, except the 3rd and 2nd strings (G and B), which are four apart. So a shape that crosses onto the 2nd string moves one fret up.',
        'From the 3rd string to the 2nd, the major third is straight across: A at the 2nd fret of the 3rd string, C# at the 2nd fret of the 2nd string. The perfect fifth becomes one string over, three frets up: from that A to E at the 5th fret of the 2nd string.',
      ],
      neck: {
        marked: [
          { string: 3, fret: 2 },
          { string: 4, fret: 2 },
          { string: 4, fret: 5 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'Name the interval',
      text: [
        'Here are C, its major third E and its perfect fifth G around the 3rd fret. For each note that lights up, name its interval from C: root, major third or perfect fifth. Look for the shapes rather than counting frets.',
      ],
      neck: { pattern: { kind: 'arpeggio', root: 'C', type: 'major', position: 'caged-a' } },
      exercise: { kind: 'name-note', ask: 'interval' },
    },
  ],
});
