import { defineLesson } from '../format';

export default defineLesson({
  category: 'major-scale',
  slug: 'five-caged-positions',
  order: 4,
  title: 'The five CAGED positions of G major',
  summary:
    'Learn G major in five positions, each built round an open chord shape, and see how they join to cover the whole neck.',
  level: 'intermediate',
  after: ['major-scale/g-major-at-the-2nd-fret', 'open-chords/g-and-c'],
  steps: [
    {
      title: 'Five positions, one neck',
      text: [
        'Every major scale can be played in five positions that together cover the whole neck. Each one sits round one of the open chord shapes C, A, G, E and D, played higher up the neck with G as its root. That is where the name CAGED comes from.',
        'Here is all of G major on the neck. In the next steps you will take it apart, position by position, from the nut upwards.',
      ],
      neck: { pattern: { kind: 'scale', root: 'G', type: 'major' } },
    },
    {
      title: 'The G shape: open position',
      text: [
        'The first position is round your open G chord, frets 0 to 3. Its roots: the 3rd fret of the 6th and 1st strings, and the open 3rd string.',
        'Play it from the lowest note to the highest, one finger per fret.',
      ],
      neck: { pattern: { kind: 'scale', root: 'G', type: 'major', position: 'caged-g' }, noteDisplay: 'DEGREES' },
      exercise: { kind: 'find-notes', ordered: true },
    },
    {
      title: 'The E shape: frets 2 to 5',
      text: [
        'The position you already know. It is built round an E chord shape whose root is G at the 3rd fret of the 6th string: the shape of a G barre chord at the 3rd fret.',
        'Notice that it shares the 2nd and 3rd frets with the open position below it.',
      ],
      neck: { pattern: { kind: 'scale', root: 'G', type: 'major', position: 'caged-e' }, noteDisplay: 'DEGREES' },
      exercise: { kind: 'find-notes', ordered: true },
    },
    {
      title: 'The D shape: frets 4 to 8',
      text: [
        "Built round a D chord shape with its root on the 4th string: G at the 5th fret of the 4th string, and again at the 8th fret of the 2nd string, where the D chord's top root would be.",
        'This position stretches five frets: on the 4th and 3rd strings shift your index finger back to the 4th fret.',
      ],
      neck: { pattern: { kind: 'scale', root: 'G', type: 'major', position: 'caged-d' }, noteDisplay: 'DEGREES' },
      exercise: { kind: 'find-notes', ordered: true },
    },
    {
      title: 'The C shape: frets 7 to 10',
      text: [
        'Built round a C chord shape whose root is G at the 10th fret of the 5th string, under your little finger, and again at the 8th fret of the 2nd string.',
        'Index finger at the 7th fret, one finger per fret up to the 10th.',
      ],
      neck: { pattern: { kind: 'scale', root: 'G', type: 'major', position: 'caged-c' }, noteDisplay: 'DEGREES' },
      exercise: { kind: 'find-notes', ordered: true },
    },
    {
      title: 'The A shape: frets 9 to 13',
      text: [
        'Built round an A chord shape with its root at the 10th fret of the 5th string, now under your index or middle finger, and at the 12th fret of the 3rd string.',
        'Above it the G shape begins again at the 12th fret: the open position an octave higher, and the cycle starts over.',
      ],
      neck: { pattern: { kind: 'scale', root: 'G', type: 'major', position: 'caged-a' }, noteDisplay: 'DEGREES' },
      exercise: { kind: 'find-notes', ordered: true },
    },
    {
      title: 'How they join',
      text: [
        'Each position shares a fret or two with the next, so you can climb the neck by moving from one into the next where they overlap. In G the order up the neck is G, E, D, C, A; in any key the order is the same cycle, only the starting shape changes.',
        'Practise two neighbouring positions at a time: play up one, shift on a shared note, and come down the next.',
      ],
      neck: { pattern: { kind: 'scale', root: 'G', type: 'major' }, noteDisplay: 'DEGREES' },
    },
  ],
});
