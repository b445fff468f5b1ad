import { defineLesson } from '../format';

const box1 = { kind: 'scale', root: 'A', type: 'minor pentatonic', position: 'box-1' } as const;

export default defineLesson({
  category: 'pentatonic-blues',
  slug: 'minor-pentatonic-box-1',
  order: 1,
  title: 'A minor pentatonic, box 1',
  summary:
    'Play the most used scale shape in rock and blues, A minor pentatonic at the 5th fret, with one finger for each fret, up and down in time.',
  level: 'beginner',
  steps: [
    {
      title: 'Five notes that always fit',
      text: [
        'A minor pentatonic has five notes: A, C, D, E and G. "Penta" means five. It is the minor scale with its two most awkward notes left out, so nothing in it clashes: you can play any of its notes over an A minor or an A blues backing and it will sound like music.',
        'The neck shows the scale in its most famous place, between the 5th and the 8th fret. Guitarists call this shape box 1. Tap a few dots to hear them.',
      ],
      neck: { pattern: box1, noteDisplay: 'NOTES' },
    },
    {
      title: 'Home base: the three A notes',
      text: [
        'The root, A, is the note the scale comes home to. In box 1 there are three of them, marked: the 6th string (low E) at the 5th fret, the 4th string (D) at the 7th fret, and the 1st string (high E) at the 5th fret.',
        'Find those three first. When you improvise later, ending a phrase on one of them sounds finished; ending anywhere else leaves the listener waiting.',
      ],
      neck: {
        pattern: box1,
        marked: [
          { string: 0, fret: 5 },
          { string: 2, fret: 7 },
          { string: 5, fret: 5 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'One finger for each fret',
      text: [
        'Put your hand so that each finger looks after one fret: index finger on the 5th fret, middle on the 6th, ring on the 7th, little finger on the 8th. Keep your thumb behind the neck, roughly behind your middle finger.',
        'Every note on the 5th fret is played by the index finger. Notes on the 7th fret (5th, 4th and 3rd strings) go to the ring finger; notes on the 8th fret (6th, 2nd and 1st strings) go to the little finger. The middle finger rests in this shape.',
      ],
      neck: { pattern: box1 },
    },
    {
      title: 'Up the box and back down',
      text: [
        'Start on the low A, 6th string, 5th fret. Play the two notes on each string, then move to the next thinner string, until you reach the C at the 8th fret of the 1st string. Then come back down the same way to the low A.',
        'Go slowly and let each note ring until the next one starts. Now tap the notes in order, from the lowest to the highest.',
      ],
      neck: { pattern: box1, noteDisplay: 'INTERVALS' },
      exercise: { kind: 'find-notes', ordered: true },
    },
    {
      title: 'In time with the click',
      text: [
        'Play the box up and down with the metronome, one note on each click. At 60 beats a minute that is one note a second: easy to reach, hard to keep perfectly even, which is the point.',
        'When a run is clean the tempo rises a little. Stay relaxed; if your hand tightens, the tempo is too fast for today.',
      ],
      neck: { pattern: box1 },
      exercise: { kind: 'play-along', bpm: 60 },
    },
  ],
});
