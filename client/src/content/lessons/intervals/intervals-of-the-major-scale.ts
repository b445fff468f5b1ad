import { defineLesson } from '../format';

const cMajorAt3rd = { kind: 'scale', root: 'C', type: 'major', position: 'caged-a' } as const;

export default defineLesson({
  category: 'intervals',
  slug: 'intervals-of-the-major-scale',
  order: 5,
  title: 'Every interval of the major scale',
  summary:
    'Add the fourth, the sixth, the seventh and the octave to the shapes you know, and name every note of a scale by its interval from the root.',
  level: 'improver',
  after: ['intervals/thirds-and-fifths', 'major-scale/on-one-string'],
  steps: [
    {
      title: 'The perfect fourth: same fret, next string',
      text: [
        'From C to F is five semitones: a perfect fourth. On the guitar it is the easiest shape of all: C on the 5th string at the 3rd fret, F on the 4th string at the same fret.',
        'Neighbouring strings are tuned a fourth apart (except the 3rd and 2nd), so this same-fret shape gives a fourth between any other pair of neighbouring strings.',
      ],
      neck: {
        marked: [
          { string: 1, fret: 3 },
          { string: 2, fret: 3 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'The major sixth: two strings over, one fret back',
      text: [
        'From C to A is nine semitones: a major sixth. The shape: C on the 5th string at the 3rd fret, A on the 3rd string at the 2nd fret.',
        'It is the sweet, open interval of many folk melodies. Play the two notes one after the other, then together, skipping the 4th string.',
      ],
      neck: {
        marked: [
          { string: 1, fret: 3 },
          { string: 3, fret: 2 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'The major seventh and the octave',
      text: [
        'Two strings over and one fret up from C is B, eleven semitones: the major seventh, one semitone short of the octave. One more fret, two strings over and two frets up, is C again: the octave shape you know.',
        'Play B and then C on the 3rd string, over the low C: the seventh pulls hard towards the octave.',
      ],
      neck: {
        marked: [
          { string: 1, fret: 3 },
          { string: 3, fret: 4 },
          { string: 3, fret: 5 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'The scale as intervals',
      text: [
        'Measured from its root, every note of a major scale is a major or perfect interval: major second, major third, perfect fourth, perfect fifth, major sixth, major seventh, then the octave.',
        'Here is C major round the 3rd fret, with each note labelled by its interval from C. Find among them the shapes from this lesson and from the thirds and fifths lesson.',
      ],
      neck: { pattern: cMajorAt3rd, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'Name the interval',
      text: [
        'For each note that lights up, name its interval from C. Find the nearest C first, then use the shapes rather than counting frets.',
      ],
      neck: { pattern: cMajorAt3rd },
      exercise: { kind: 'name-note', ask: 'interval' },
    },
  ],
});
