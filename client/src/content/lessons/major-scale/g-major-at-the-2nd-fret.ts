import { defineLesson } from '../format';

export default defineLesson({
  category: 'major-scale',
  slug: 'g-major-at-the-2nd-fret',
  order: 3,
  title: 'G major at the 2nd fret: a movable position',
  summary: 'Play a major scale position with no open strings, four fingers on four frets, and move it to another key.',
  level: 'improver',
  after: ['major-scale/c-major-open-position'],
  steps: [
    {
      title: 'Four fingers, four frets',
      text: [
        'Place your hand so each finger owns a fret: index at the 2nd fret, middle at the 3rd, ring at the 4th, little finger at the 5th. Keep your thumb behind the neck, about behind your middle finger.',
        'This G major position starts on F# at the 2nd fret of the 6th string (low E) and ends on A at the 5th fret of the 1st string. On the 3rd string it needs only the index, ring and little fingers.',
      ],
      neck: { pattern: { kind: 'scale', root: 'G', type: 'major', position: 'caged-e' }, noteDisplay: 'NOTES' },
    },
    {
      title: 'The roots',
      text: [
        'The root G appears three times: at the 3rd fret of the 6th string (middle finger), at the 5th fret of the 4th string (little finger) and at the 3rd fret of the 1st string (middle finger).',
        'They are the same octave shapes you know from the neck lessons. Start and end your runs on them.',
      ],
      neck: {
        pattern: { kind: 'scale', root: 'G', type: 'major', position: 'caged-e' },
        marked: [
          { string: 0, fret: 3 },
          { string: 2, fret: 5 },
          { string: 5, fret: 3 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'Low to high',
      text: [
        'Play every note of the position from the lowest to the highest and back, one finger per fret. Say "G" each time you pass a root.',
      ],
      neck: { pattern: { kind: 'scale', root: 'G', type: 'major', position: 'caged-e' } },
      exercise: { kind: 'find-notes', ordered: true },
    },
    {
      title: 'In time',
      text: [
        'Now one note per click, up and down the position. Alternate your pick strokes, down, up, down, up, from the start: it keeps the hand relaxed as the tempo rises.',
      ],
      neck: { pattern: { kind: 'scale', root: 'G', type: 'major', position: 'caged-e' } },
      exercise: { kind: 'play-along', bpm: 70 },
    },
    {
      title: 'Move it: A major',
      text: [
        'No open strings means the whole position moves as one. Slide your hand up two frets, so your middle finger is on A at the 5th fret of the 6th string, and the same fingering plays A major.',
        "Put the middle finger on any note of the 6th string and you have that note's major scale.",
      ],
      neck: { pattern: { kind: 'scale', root: 'A', type: 'major', position: 'caged-e' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'find-notes', ordered: true },
    },
  ],
});
