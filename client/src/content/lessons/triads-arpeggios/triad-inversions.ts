import { defineLesson } from '../format';

export default defineLesson({
  category: 'triads-arpeggios',
  slug: 'triad-inversions',
  order: 2,
  title: 'Triad inversions up the neck',
  summary:
    'Play the same triad three ways on the top three strings, root position and two inversions, and use them to find a chord anywhere on the neck.',
  level: 'improver',
  after: ['triads-arpeggios/triads-top-strings'],
  steps: [
    {
      title: 'Same notes, another order',
      text: [
        'An inversion is a chord with a note other than the root at the bottom. C major is C, E and G in any order: with C lowest it is in root position, with E lowest it is in first inversion, with G lowest it is in second inversion.',
        'You know root position on the top strings already: C on the 3rd string (G) at the 5th fret, E on the 2nd string at the 5th, G on the 1st at the 3rd.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'xxx553' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'First inversion: the third at the bottom',
      text: [
        'Move each note up to the next chord note on its string. On the 3rd string C goes up to E at the 9th fret; on the 2nd string E goes up to G at the 8th fret; on the 1st string G goes up to C at the 8th fret.',
        'Fingers: middle finger at the 9th fret, index finger flat across the 2nd and 1st strings at the 8th. Name the role of each note.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'xxx988' }, noteDisplay: 'INTERVALS' },
      exercise: { kind: 'name-note', ask: 'degree' },
    },
    {
      title: 'Second inversion: the fifth at the bottom',
      text: [
        'Move up once more: G on the 3rd string at the 12th fret, C on the 2nd string at the 13th, E on the 1st string at the 12th. Index finger on the 3rd string, ring finger on the 2nd string at the 13th fret, middle finger on the 1st string.',
        'The same shape sits twelve frets lower as the top of the open C chord: open 3rd string, 1st fret on the 2nd string, open 1st string.',
      ],
      neck: {
        pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'xxx(12)(13)(12)' },
        noteDisplay: 'INTERVALS',
      },
    },
    {
      title: 'G major three ways',
      text: [
        'The three shapes repeat, in the same order, for every chord. For G major, the first-inversion shape sits low: B on the 3rd string at the 4th fret, D and G on the 2nd and 1st strings at the 3rd fret.',
        'From there, the second-inversion shape follows at the 7th fret and root position at the 10th to 12th frets. Find them with the neck hidden, then check with it.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: 'xxx433' }, noteDisplay: 'INTERVALS' },
      exercise: { kind: 'name-note', ask: 'degree' },
    },
    {
      title: 'Close moves between chords',
      text: [
        'Inversions let you change chords without jumping. From the C first inversion at the 8th and 9th frets, the G second inversion at the 7th fret is one small step: the G on the 2nd string stays, the E on the 3rd string steps down two frets to D, and the C on the 1st string steps down one fret to B.',
        'Play C and G this way, back and forth, and hear how smooth the top line becomes.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: 'xxx787' }, noteDisplay: 'NOTES' },
    },
  ],
});
