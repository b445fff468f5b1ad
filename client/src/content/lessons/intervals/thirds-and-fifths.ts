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
        'Across two strings it is a small shape: C on the 5th string at the 3rd fret, E on the 4th string at the 2nd fret. One string up, one fret back. Play the two notes one after the other, then together: a bright, happy sound.',
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
        'One semitone less gives a minor third: C to Eb, three semitones. The shape: C on the 5th string at the 3rd fret, Eb on the 4th string at the 1st fret. One string up, two frets back.',
        'Play it after the major third and hear it turn darker. This one fret is the whole difference between a major and a minor chord.',
      ],
      neck: {
        marked: [
          { string: 1, fret: 3 },
          { string: 2, fret: 1 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'The perfect fifth: seven semitones',
      text: [
        'From C to G is seven semitones: a perfect fifth. The shape: C on the 5th string at the 3rd fret, G on the 4th string at the 5th fret. One string up, two frets up.',
        'Played together, root and fifth make the power chord, C5, the sound of a great deal of rock guitar. Fret C with your index finger and G with your ring finger.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: '5', shape: 'x35xxx' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'Onto the 2nd string, one fret higher',
      text: [
        'The 2nd string (B) is tuned a semitone lower than the pattern of the other strings, so a shape that crosses onto it moves one fret up.',
        'From the 3rd string to the 2nd, the major third is straight across: A at the 2nd fret of the 3rd string, C# at the 2nd fret of the 2nd string. The perfect fifth becomes one string up, three frets up: from that A to E at the 5th fret of the 2nd string.',
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
