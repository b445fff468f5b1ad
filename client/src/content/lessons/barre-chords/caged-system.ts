import { defineLesson } from '../format';

export default defineLesson({
  category: 'barre-chords',
  slug: 'caged-system',
  order: 5,
  title: 'The CAGED system: one chord, five shapes',
  summary:
    'See how the five open chord shapes, C, A, G, E and D, follow one another up the neck for any chord, and play C major in all five.',
  level: 'intermediate',
  after: ['barre-chords/moving-barre-shapes'],
  steps: [
    {
      title: 'C, A, G, E, D',
      text: [
        'There are only five open major chord shapes: C, A, G, E and D. Any of them can be moved up the neck, with a barre or a finger standing in for the nut. For one chord, say C major, the five shapes sit one after another along the neck, always in the order C, A, G, E, D, and then C again an octave up.',
        'The neck shows every C, E and G up to the 24th fret. Each shape is a window on these notes.',
      ],
      neck: { pattern: { kind: 'arpeggio', root: 'C', type: 'major' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'The C shape: open C',
      text: [
        'The first window is the open C chord itself. Notice where its roots are: the 5th string (A) at the 3rd fret and the 2nd string (B) at the 1st fret.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'x32010' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'The A shape at the 3rd fret',
      text: [
        'The next shape up is the A shape, the barre at the 3rd fret with its root on the 5th string. Its barre uses the same C on the 5th string as the C shape did: the two shapes join there.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'x35553' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'The G shape round the 5th fret',
      text: [
        'Then the G shape, the open G chord moved up five frets: C on the 6th string at the 8th fret, E at the 7th fret of the 5th string, and the 4th, 3rd and 2nd strings at the 5th fret.',
        'The whole chord is a big stretch, so players use parts of it, such as the top four strings. The neck shows its notes; tap them in any order.',
      ],
      neck: { pattern: { kind: 'arpeggio', root: 'C', type: 'major', position: 'caged-g' }, noteDisplay: 'INTERVALS' },
      exercise: { kind: 'find-notes' },
    },
    {
      title: 'The E shape at the 8th fret',
      text: [
        'The E shape is the F barre you know, with the barre at the 8th fret, where C sits on the 6th string. It shares that C with the G shape just below it.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: '8(10)(10)988' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'The D shape, and back to C',
      text: [
        'The D shape sits on the four thinnest strings: the 4th string (D) at the 10th fret is the root, then the 12th, 13th and 12th frets. Above it, at the 12th fret, the C shape starts again, an octave above the open chord.',
        'Play the five shapes in order up the neck and back. Then try the same with G major: the order of the shapes stays C, A, G, E, D; only the frets change.',
      ],
      neck: {
        pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'xx(10)(12)(13)(12)' },
        noteDisplay: 'INTERVALS',
      },
    },
  ],
});
