import { defineLesson } from '../format';

export default defineLesson({
  category: 'pentatonic-blues',
  slug: 'major-pentatonic',
  order: 5,
  title: 'Major pentatonic: the same shapes from another root',
  summary:
    'Use the pentatonic shapes you know to play the major pentatonic, the bright sound of country, pop and soul, by knowing which note is home.',
  level: 'improver',
  after: ['pentatonic-blues/five-boxes'],
  steps: [
    {
      title: 'Same notes, another home',
      text: [
        'A minor pentatonic is A, C, D, E and G. Start on C instead and you have C, D, E, G and A: the C major pentatonic. The notes are the same; what changes is the note the music rests on.',
        'Here is box 1 of A minor pentatonic with the C notes marked: the 6th string (low E) at the 8th fret, the 3rd string (G) at the 5th fret and the 1st string (high E) at the 8th fret. Over a C major backing, those are your home notes.',
      ],
      neck: {
        pattern: { kind: 'scale', root: 'A', type: 'minor pentatonic', position: 'box-1' },
        marked: [
          { string: 0, fret: 8 },
          { string: 3, fret: 5 },
          { string: 5, fret: 8 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'The three-fret trick',
      text: [
        'Every major key shares its notes with a minor key three frets lower. To play A major pentatonic, take the box 1 shape and slide it down three frets, so your index finger sits at the 2nd fret.',
        'The neck names this shape F# minor pentatonic, because F# minor and A major are relatives with the same five notes: A, B, C#, E and F#. Your home notes are the A notes, marked: 6th string at the 5th fret, 3rd string (G) at the 2nd fret, 1st string at the 5th fret.',
      ],
      neck: {
        pattern: { kind: 'scale', root: 'F#', type: 'minor pentatonic', position: 'box-1' },
        marked: [
          { string: 0, fret: 5 },
          { string: 3, fret: 2 },
          { string: 5, fret: 5 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'A major pentatonic from its root',
      text: [
        'Many players learn the major pentatonic from the shape that starts on its root. For A, start on the 6th string at the 5th fret with your middle finger, so your index finger covers the 4th fret.',
        'This is the shape you met as box 2 in the five boxes, now read from a different note. Tap it in order, lowest note first.',
      ],
      neck: {
        pattern: { kind: 'scale', root: 'A', type: 'major pentatonic', position: 'box-1' },
        noteDisplay: 'DEGREES',
      },
      exercise: { kind: 'find-notes', ordered: true },
    },
    {
      title: 'Hear the difference',
      text: [
        'Play A minor pentatonic at the 5th fret, then A major pentatonic from the same A. The minor one sounds dark and bluesy, the major one open and sunny: the 3rd degree, C or C#, makes most of that difference.',
        'Play the major shape along with the click. Over a song in A major, this is the sound that fits.',
      ],
      neck: { pattern: { kind: 'scale', root: 'A', type: 'major pentatonic', position: 'box-1' } },
      exercise: { kind: 'play-along', bpm: 70 },
    },
  ],
});
