import { defineLesson } from '../format';

/** Every string at one fret: where a capo clamps. */
const capoAt = (fret: number) => [0, 1, 2, 3, 4, 5].map((string) => ({ string, fret }));

export default defineLesson({
  category: 'chord-charts',
  slug: 'capo-and-transposing',
  order: 5,
  title: 'The capo and transposing',
  summary:
    'Work out what a chord shape sounds like with a capo, move a song to another key, and use a capo to keep the easy open shapes.',
  level: 'beginner',
  after: ['chord-charts/reading-a-chord-sheet'],
  steps: [
    {
      title: 'A capo is a movable nut',
      text: [
        'A capo clamps all six strings at one fret, so that fret becomes the new nut. Here the capo is at the 2nd fret. Clip it just behind the fret, straight across, and check every string still rings in tune.',
        'Every shape you play above it keeps its fingering but sounds higher: one half step for each fret.',
      ],
      neck: { marked: capoAt(2), noteDisplay: 'NOTES' },
    },
    {
      title: 'A G shape that sounds A',
      text: [
        'Play the G shape with the capo at the 2nd fret. Measured from the capo your fingers are where they always are; on the neck they are two frets higher, at the 5th, 4th and 5th frets, and the strings the capo holds sound at the 2nd fret.',
        'The notes are A, C#, E, A, C# and A: an A major chord. The neck here shows the real frets, capo included.',
      ],
      neck: {
        marked: [
          { string: 0, fret: 5 },
          { string: 1, fret: 4 },
          { string: 2, fret: 2 },
          { string: 3, fret: 2 },
          { string: 4, fret: 2 },
          { string: 5, fret: 5 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'Counting half steps',
      text: [
        'To know what a shape sounds like with a capo, count up from the shape name, one note for each fret: A, A#, B, C, C#, D, D#, E, F, F#, G, G#, then A again. Remember that B to C and E to F are only one fret apart.',
        'G shape, capo 2: G, G#, A. C shape, capo 3: C, C#, D, D#, so the chord sounds D#, usually written Eb. The 5th string (A) up the neck shows the sequence; name the notes.',
      ],
      neck: {
        marked: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((fret) => ({ string: 1, fret })),
        noteDisplay: 'NOTES',
      },
      exercise: { kind: 'name-note', ask: 'name' },
    },
    {
      title: 'Transposing a song',
      text: [
        'To transpose is to move every chord of a song by the same number of half steps. A song with G, C, D and Em, moved up two half steps, becomes A, D, E and F#m. The kind of each chord stays the same: a minor chord stays minor.',
        'Move a song down if it is too high to sing, up if it is too low. Here is the new key chord, A major, in its open shape.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'major', shape: 'x02220' }, noteDisplay: 'NOTES' },
    },
    {
      title: 'Capo for easy shapes',
      text: [
        'A song in Bb with the chords Bb, Eb and F is hard in open position. Put the capo at the 3rd fret and play the shapes G, C and D: three frets up, they sound Bb, Eb and F.',
        'The neck shows the G shape with the capo at the 3rd fret. Counting from the capo it is the open G you know; it sounds Bb.',
      ],
      neck: {
        marked: [
          { string: 0, fret: 6 },
          { string: 1, fret: 5 },
          { string: 2, fret: 3 },
          { string: 3, fret: 3 },
          { string: 4, fret: 3 },
          { string: 5, fret: 6 },
        ],
        noteDisplay: 'NOTES',
      },
    },
  ],
});
