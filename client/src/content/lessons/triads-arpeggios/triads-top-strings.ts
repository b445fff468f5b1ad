import { defineLesson } from '../format';

export default defineLesson({
  category: 'triads-arpeggios',
  slug: 'triads-top-strings',
  order: 1,
  title: 'Major and minor triads on the top three strings',
  summary:
    'Play small three-note chords on the 3rd, 2nd and 1st strings, turn major into minor with one finger, and move the shape to any root.',
  level: 'improver',
  after: ['open-chords/dm-and-seventh-chords'],
  steps: [
    {
      title: 'Three notes, three strings',
      text: [
        'A major chord has three different notes: the root, the third and the fifth. For C major they are C, E and G. Big open chords repeat some of them; a triad plays each note once, on three neighbouring strings.',
        'Here is C major on the top three strings. Ring finger on the 3rd string (G) at the 5th fret, that is C; little finger on the 2nd string (B) at the 5th fret, E; index finger on the 1st string (high E) at the 3rd fret, G. Pick or strum only those three strings.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'xxx553' }, noteDisplay: 'NOTES' },
    },
    {
      title: 'Root, third, fifth',
      text: [
        'With the note display set to intervals you see what each note does: 1 is the root, 3 the major third, 5 the fifth. In this shape the root is on the 3rd string, the lowest of the three.',
        'Tap the three notes of the triad.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'xxx553' }, noteDisplay: 'INTERVALS' },
      exercise: { kind: 'find-notes' },
    },
    {
      title: 'Make it minor',
      text: [
        'A minor triad lowers the third by one fret. Move the note on the 2nd string (B) from the 5th fret down to the 4th: E becomes Eb, and the chord becomes C minor, C, Eb and G.',
        'Play the middle note with your middle finger now. Go between C and C minor and listen to the mood change while two notes stay still.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'minor', shape: 'xxx543' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'Move it to D',
      text: [
        'The shape works for any root on the 3rd string. D is two frets above C there, at the 7th fret, so the same shape two frets higher is D major: 7th fret on the 3rd and 2nd strings, 5th fret on the 1st.',
        'Lower the 2nd-string note a fret for D minor. Practise the change from D to D minor for one minute.',
      ],
      neck: { pattern: { kind: 'chord', root: 'D', type: 'major', shape: 'xxx775' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'one-minute-changes', chords: ['D', 'Dm'] },
    },
  ],
});
