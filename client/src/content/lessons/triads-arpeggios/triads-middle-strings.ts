import { defineLesson } from '../format';

export default defineLesson({
  category: 'triads-arpeggios',
  slug: 'triads-middle-strings',
  order: 3,
  title: 'Triads on the middle strings',
  summary:
    'Play major and minor triads on the 4th, 3rd and 2nd strings in root position and both inversions, for a warmer sound in the middle of the guitar.',
  level: 'improver',
  after: ['triads-arpeggios/triad-inversions'],
  steps: [
    {
      title: 'G major in root position',
      text: [
        'The middle strings, the 4th (D), 3rd (G) and 2nd (B), give triads a fuller, warmer sound than the top three. The shapes differ from the top-string ones because the one odd gap in standard tuning, the major third between the 3rd and 2nd strings, now falls between the upper pair of the three.',
        'G major in root position: 4th string at the 5th fret (G), 3rd string at the 4th fret (B), 2nd string at the 3rd fret (D). Ring, middle and index finger, one fret each, like a small staircase.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: 'xx543x' }, noteDisplay: 'INTERVALS' },
      exercise: { kind: 'find-notes' },
    },
    {
      title: 'G minor',
      text: [
        'Lower the third, the 3rd-string note, from the 4th fret to the 3rd: B becomes Bb, and the chord becomes G minor. Index finger flat across the 3rd and 2nd strings at the 3rd fret, ring finger on the 4th string at the 5th.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'minor', shape: 'xx533x' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'First inversion at the 7th fret',
      text: [
        'Move each note up to the next chord note on its string: B on the 4th string at the 9th fret, D on the 3rd string at the 7th fret, G on the 2nd string at the 8th fret. The third is now at the bottom.',
        'Fingers: ring finger at the 9th fret, index at the 7th, middle at the 8th.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: 'xx978x' }, noteDisplay: 'INTERVALS' },
      exercise: { kind: 'name-note', ask: 'degree' },
    },
    {
      title: 'Second inversion at the 12th fret',
      text: [
        'Up once more: D, G and B, all at the 12th fret, one finger flat across the three strings. Twelve frets lower the same notes are the open 4th, 3rd and 2nd strings: the open strings D, G and B are a G major triad.',
      ],
      neck: {
        pattern: { kind: 'chord', root: 'G', type: 'major', shape: 'xx(12)(12)(12)x' },
        noteDisplay: 'INTERVALS',
      },
    },
    {
      title: 'G to C without a jump',
      text: [
        'C major in second inversion sits at the 5th fret: G, C and E on the 4th, 3rd and 2nd strings, one finger flat across them. From the G root-position shape, the G on the 4th string stays put and the other two notes each step up.',
        'Change between these two shapes for one minute. It is the kind of small move a rhythm guitarist uses to stay out of the way of the bass and the voice.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'xx555x' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'one-minute-changes', chords: ['G', 'C'] },
    },
  ],
});
