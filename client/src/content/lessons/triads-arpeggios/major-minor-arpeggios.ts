import { defineLesson } from '../format';

const major = { kind: 'arpeggio', root: 'A', type: 'major', position: 'caged-e' } as const;
const minor = { kind: 'arpeggio', root: 'A', type: 'minor', position: 'caged-e' } as const;

export default defineLesson({
  category: 'triads-arpeggios',
  slug: 'major-minor-arpeggios',
  order: 4,
  title: 'Major and minor arpeggios',
  summary:
    'Play the notes of A major and A minor one at a time across all six strings in the E-shape position, in order and in time.',
  level: 'improver',
  after: ['triads-arpeggios/triads-top-strings', 'barre-chords/f-barre-e-shape'],
  steps: [
    {
      title: 'A chord, one note at a time',
      text: [
        'An arpeggio is a chord played one note after another instead of all at once. Because it uses only chord notes, an arpeggio always fits its chord: it is a safe and strong way to outline the harmony in a solo.',
        'Here is A major (A, C# and E) round the 5th fret, where the E-shape barre of A sits. Index finger covers the 4th fret, little finger the 7th.',
      ],
      neck: { pattern: major, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'Fingers for A major',
      text: [
        'From the bottom: A on the 6th string at the 5th fret (middle finger); C# at the 4th fret and E at the 7th on the 5th string (index, little); A on the 4th string at the 7th fret (little); C# on the 3rd string at the 6th (ring); E on the 2nd string and A on the 1st string, both at the 5th fret (middle finger, rolling across).',
        'Tap the notes in order from the lowest A to the highest.',
      ],
      neck: { pattern: major, noteDisplay: 'INTERVALS' },
      exercise: { kind: 'find-notes', ordered: true },
    },
    {
      title: 'A minor: lower the thirds',
      text: [
        'For A minor, every C# drops one fret to C, the minor third. On the 3rd string that puts it at the 5th fret. On the 5th string it would fall at the 3rd fret, outside this position, so it is left out. The shape becomes simpler: index finger at the 5th fret, ring finger at the 7th.',
        'The notes from the bottom: A (6th string, 5th fret), E (5th string, 7th), A (4th string, 7th), C (3rd string, 5th), E (2nd string, 5th), A (1st string, 5th).',
      ],
      neck: { pattern: minor, noteDisplay: 'INTERVALS' },
      exercise: { kind: 'find-notes', ordered: true },
    },
    {
      title: 'In time',
      text: [
        'Play the A minor arpeggio up and down with the click, one note a beat. Let each note stop as the next one starts, so the notes do not blur into a strummed chord.',
      ],
      neck: { pattern: minor },
      exercise: { kind: 'play-along', bpm: 70 },
    },
    {
      title: 'The next position up',
      text: [
        'The arpeggio carries on up the neck. The next window, the D-shape position from the 6th to the 10th fret, starts where this one ended. Find the A notes first, then the C and E notes round them.',
      ],
      neck: { pattern: { kind: 'arpeggio', root: 'A', type: 'minor', position: 'caged-d' }, noteDisplay: 'INTERVALS' },
      exercise: { kind: 'name-note', ask: 'interval' },
    },
  ],
});
