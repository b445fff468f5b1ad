import { defineLesson } from '../format';

export default defineLesson({
  category: 'chord-charts',
  slug: 'slash-chords',
  order: 3,
  title: 'Slash chords: D/F#, G/B and friends',
  summary:
    'Read a chord with a slash as a chord over a bass note, play the common ones, and hear how they make bass lines walk.',
  level: 'beginner',
  after: ['chord-charts/chord-symbols'],
  steps: [
    {
      title: 'Chord over bass note',
      text: [
        'A slash chord names a chord and, after the slash, the note to play lowest. D/F# (say "D over F sharp") is a D major chord with F# in the bass.',
        'F# is already part of D major, its third, so D/F# is simply D with a different note at the bottom. Play the usual D shape on the top four strings and add F# on the 6th string (low E) at the 2nd fret, either with your thumb over the top of the neck or by re-fingering. Keep the 5th string silent.',
      ],
      neck: { pattern: { kind: 'chord', root: 'D', type: 'major', shape: '2x0232' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'find-notes' },
    },
    {
      title: 'G/B',
      text: [
        'G/B is G major with its third, B, in the bass: the 5th string at the 2nd fret. Leave out the 6th string, keep the open 4th, 3rd and 2nd strings, and put a finger on the 1st string at the 3rd fret.',
        'It is lighter than a full G, and it sits between G and C in many songs.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: 'x20003' }, noteDisplay: 'NOTES' },
    },
    {
      title: 'Bass lines that walk',
      text: [
        'Play G, then G/B, then C, one bar each. Listen to the lowest notes only: G, B, C. The bass climbs step by step while the chords hardly change. That is what slash chords are for.',
        'The same happens going down in the progression G, D/F#, Em: the bass steps G, F#, E.',
      ],
      neck: {
        pattern: { kind: 'chord', root: 'G', type: 'major', shape: 'x20003' },
        marked: [
          { string: 0, fret: 3 },
          { string: 1, fret: 2 },
          { string: 1, fret: 3 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'C/G: the fifth in the bass',
      text: [
        'C/G puts the fifth of C in the bass. From open C, move your ring finger to the 6th string at the 3rd fret and put your little finger on the 5th string at the 3rd fret, where the ring finger was. Strum all six strings.',
        'Players often alternate the bass of a C chord between the 5th string and the 6th string this way to make it bounce.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: '332010' }, noteDisplay: 'NOTES' },
    },
    {
      title: 'A bass note from outside the chord',
      text: [
        'The bass note does not have to belong to the chord. Am/G is A minor over G, a note A minor does not contain; together they sound like Am7 with G at the bottom.',
        'Play A minor and add G on the 6th string at the 3rd fret (marked) with your little finger. The progression Am, Am/G, then D/F# walks the bass down A, G, F#.',
      ],
      neck: {
        pattern: { kind: 'chord', root: 'A', type: 'minor', shape: 'x02210' },
        marked: [{ string: 0, fret: 3 }],
        noteDisplay: 'NOTES',
      },
    },
  ],
});
