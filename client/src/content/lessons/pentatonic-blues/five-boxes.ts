import { defineLesson } from '../format';

const box = (position: string) => ({ kind: 'scale', root: 'A', type: 'minor pentatonic', position }) as const;

export default defineLesson({
  category: 'pentatonic-blues',
  slug: 'five-boxes',
  order: 4,
  title: 'The five pentatonic boxes and how they join',
  summary:
    'Learn the four other boxes of A minor pentatonic, see how each shares its notes with the next, and move through the whole neck without getting lost.',
  level: 'improver',
  after: ['pentatonic-blues/minor-pentatonic-box-1'],
  steps: [
    {
      title: 'Boxes overlap',
      text: [
        'Box 1 is only one window on a scale that covers the whole neck. There are five boxes, and each one shares a column of notes with its neighbours: the higher note you play on each string in one box is the lower note on that string in the next box.',
        'Here is box 2, from the 7th to the 10th fret. On the 6th string (low E) it starts on C at the 8th fret, the note where box 1 ended on that string.',
      ],
      neck: { pattern: box('box-2'), noteDisplay: 'NOTES' },
    },
    {
      title: 'Box 2 under the fingers',
      text: [
        'Put your index finger at the 7th fret. On the 5th, 4th and 3rd strings the index finger plays the lower note; on the 6th, 2nd and 1st strings the middle finger plays it at the 8th fret. The higher notes fall at the 9th and 10th frets, under the ring and little fingers.',
        'The A notes are on the 4th string (D) at the 7th fret and the 2nd string (B) at the 10th fret. Tap the box in order, low to high.',
      ],
      neck: { pattern: box('box-2') },
      exercise: { kind: 'find-notes', ordered: true },
    },
    {
      title: 'Box 3',
      text: [
        'Box 3 runs from the 9th to the 13th fret and begins on D, the 6th string at the 10th fret. It is the widest box. Put your index finger at the 10th fret; on the 3rd string (G) it reaches back to the 9th fret, and on the 2nd string (B) your little finger reaches the 13th.',
        'Its A notes are on the 5th string (A) at the 12th fret and the 2nd string (B) at the 10th fret.',
      ],
      neck: { pattern: box('box-3') },
    },
    {
      title: 'Box 4',
      text: [
        'Box 4 starts at the 12th fret on E, where the open strings start over an octave up. The same shape sits twelve frets lower too, round the open strings: open E, G on the 3rd fret, open A, and so on.',
        'Index finger at the 12th fret, little finger at the 15th. The A notes are on the 5th string (A) at the 12th fret and the 3rd string (G) at the 14th fret.',
      ],
      neck: { pattern: box('box-4') },
    },
    {
      title: 'Box 5, and back to box 1',
      text: [
        'Box 5 starts on G at the 15th fret of the 6th string and ends on A at the 17th fret. The 17th fret is where box 1 begins again, an octave higher than the one you know at the 5th fret. The five boxes make a loop.',
        'The same box 5 shape also sits twelve frets lower, from the 2nd to the 5th fret, just below box 1: a handy place to start a phrase low.',
      ],
      neck: { pattern: box('box-5') },
    },
    {
      title: 'The whole neck',
      text: [
        'Put together, the five boxes cover the neck with the same five notes. Practise crossing from one box to the next: play up box 1 as far as the 3rd string (G), slide your index finger on that string from the 5th fret to the 7th, and carry on up box 2 from there.',
        'Name the notes as you go. Knowing where the A notes are in every box is what keeps you from getting lost.',
      ],
      neck: { pattern: { kind: 'scale', root: 'A', type: 'minor pentatonic' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'name-note', ask: 'name' },
    },
  ],
});
