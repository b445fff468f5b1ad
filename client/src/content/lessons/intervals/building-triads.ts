import { defineLesson } from '../format';

export default defineLesson({
  category: 'intervals',
  slug: 'building-triads',
  order: 3,
  title: 'How major and minor chords are built',
  summary: 'See every chord you know as a root, a third and a fifth, and the one note that makes it major or minor.',
  level: 'beginner',
  after: ['intervals/thirds-and-fifths', 'open-chords/g-and-c'],
  steps: [
    {
      title: 'Two thirds stacked',
      text: [
        'A triad is three notes: a root, a third above it and a fifth above it. C major is C, E and G: a major third from C to E (four semitones), then a minor third from E to G (three more), which makes a perfect fifth from C to G.',
        'The C chord you play holds those three notes, with C and E doubled: C on the 5th string, E, G, C and E above it.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'x32010' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'The minor triad: the thirds swap',
      text: [
        'A minor triad stacks them the other way: a minor third first, then a major third. A minor is A, C and E: A to C is three semitones, C to E is four, and A to E is again a perfect fifth.',
        'In your Am chord the root A is on the open 5th string and on the 3rd string, the minor third C on the 2nd string, the fifth E on the 4th and 1st strings.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'minor', shape: 'x02210' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'One note decides',
      text: [
        'Root and fifth are the same in E and in Em. Only the third differs: G in Em (the open 3rd string), G# in E (the 3rd string at the 1st fret). A minor third makes a minor chord, a major third a major one.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: 'minor', shape: '022000' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'A chord one note at a time',
      text: [
        'Play the notes of a chord one after another and you have an arpeggio. Here are the notes of C major in open position, where your C chord is, plus three the chord leaves out: the open 6th string (E), and G at the 3rd fret of both the 6th and the 1st string.',
        'Tap them from the lowest to the highest, saying "root", "third" or "fifth" for each.',
      ],
      neck: { pattern: { kind: 'arpeggio', root: 'C', type: 'major', position: 'caged-c' }, noteDisplay: 'INTERVALS' },
      exercise: { kind: 'find-notes', ordered: true },
    },
    {
      title: 'Name the parts of A minor',
      text: [
        'These are the notes of A minor in open position. For each note that lights up, name its interval from A: root, minor third or perfect fifth.',
      ],
      neck: { pattern: { kind: 'arpeggio', root: 'A', type: 'minor', position: 'caged-a' } },
      exercise: { kind: 'name-note', ask: 'interval' },
    },
  ],
});
