import { defineLesson } from '../format';

const F = { kind: 'chord', root: 'F', type: 'major', shape: '133211' } as const;

export default defineLesson({
  category: 'barre-chords',
  slug: 'f-barre-e-shape',
  order: 1,
  title: 'F major: your first barre chord',
  summary:
    'Play the F barre chord by moving the open E shape up one fret and laying your index finger across the strings, and get every string to ring.',
  level: 'improver',
  after: ['open-chords/g-and-c', 'open-chords/e-and-a-major'],
  steps: [
    {
      title: 'E major with new fingers',
      text: [
        'A barre chord is an open chord moved up the neck, with your index finger doing the job of the nut. Start from the E major chord you know, but finger it differently.',
        'Middle finger on the 3rd string (G) at the 1st fret, ring finger on the 5th string (A) at the 2nd fret, little finger on the 4th string (D) at the 2nd fret. Strum all six strings. Your index finger is now free: that is the point.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: 'major', shape: '022100' } },
    },
    {
      title: 'The index finger as a nut',
      text: [
        'Lay your index finger flat across all six strings, just behind the 1st fret, and play each string on its own. Roll the finger a little onto its edge, the side nearer the headstock: the bony edge presses better than the soft middle.',
        'Keep your thumb low behind the neck, about opposite your middle finger. Do not squeeze with the thumb; let the weight of your arm pull the finger into the strings. If a string buzzes, move the finger closer to the fret.',
      ],
      neck: {
        marked: [
          { string: 0, fret: 1 },
          { string: 1, fret: 1 },
          { string: 2, fret: 1 },
          { string: 3, fret: 1 },
          { string: 4, fret: 1 },
          { string: 5, fret: 1 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'F major',
      text: [
        'Keep the barre and put the E shape back on, one fret higher: middle finger on the 3rd string at the 2nd fret, ring finger on the 5th string at the 3rd fret, little finger on the 4th string at the 3rd fret.',
        'From the lowest string the notes are F, C, F, A, C and F. The barre only has to sound on the 6th, 2nd and 1st strings; the other fingers do the rest.',
      ],
      neck: { pattern: F, noteDisplay: 'NOTES' },
    },
    {
      title: 'Make every string ring',
      text: [
        'Pick the strings one at a time, from the 6th to the 1st. Where one buzzes or dies, fix that string before you go on. A dead 3rd or 2nd string usually means a crease of your index finger lands on it: slide the finger a few millimetres along the fret, or roll it a little more.',
        'A dead 4th string usually means the middle finger leans on it: arch the middle finger more. Then tap every note of the chord on the neck.',
      ],
      neck: { pattern: F },
      exercise: { kind: 'find-notes' },
    },
    {
      title: 'From C to F',
      text: [
        'C to F is one of the most common changes in songs, and the one that makes learners dread F. Go from the open C chord to F for one minute and count the clean changes.',
        'Keep your ring finger on the 5th string as you move: it goes from the 3rd fret in C to the 3rd fret in F. Your score will rise over a few days; a sore index finger at first is normal, so stop when it hurts.',
      ],
      neck: { pattern: F },
      exercise: { kind: 'one-minute-changes', chords: ['C', 'F'] },
    },
  ],
});
