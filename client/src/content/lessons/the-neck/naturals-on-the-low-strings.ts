import { defineLesson } from '../format';

const naturalsOn6th = [0, 1, 3, 5, 7, 8, 10, 12].map((fret) => ({ string: 0, fret }));
const naturalsOn5th = [0, 2, 3, 5, 7, 8, 10, 12].map((fret) => ({ string: 1, fret }));

export default defineLesson({
  category: 'the-neck',
  slug: 'naturals-on-the-low-strings',
  order: 2,
  title: 'Natural notes on the 6th and 5th strings',
  summary: 'Name every natural note (A to G) on the two lowest strings, where the bass note of most chords is found.',
  level: 'first-steps',
  after: ['the-neck/open-strings'],
  steps: [
    {
      title: 'One fret is one semitone',
      text: [
        'Put the tip of your index finger on the 6th string (low E), just behind the 1st fret, and pick the string. Then pick it open again. The fretted note is a little higher: it is F, and the open string is E.',
        'Every fret raises a note by the same small step, a semitone (also called a half step). It is the smallest step in most Western music.',
      ],
      neck: {
        marked: [
          { string: 0, fret: 0 },
          { string: 0, fret: 1 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'Seven letters, two short gaps',
      text: [
        'Notes are named with seven letters, A B C D E F G, and after G the letters start again at A. A note named by a letter alone is a natural.',
        'Most neighbouring naturals are two frets apart: on the 6th string F is at the 1st fret, G at the 3rd and A at the 5th. Only two pairs are a single fret apart: B to C, and E to F. That is why E to F was just one fret.',
      ],
      neck: {
        marked: [
          { string: 0, fret: 1 },
          { string: 0, fret: 3 },
          { string: 0, fret: 5 },
        ],
        noteDisplay: 'NOTES',
      },
    },
    {
      title: 'The naturals on the 6th string',
      text: [
        'From the open string up: E, F (1st fret), G (3rd), A (5th), B (7th), C (8th), D (10th) and E again at the 12th fret. B and C sit side by side at the 7th and 8th frets.',
        'Play them slowly from the open string up and say each name aloud. The dots on the neck help: G is on the first dot, A on the second, B on the third.',
      ],
      neck: { marked: naturalsOn6th, noteDisplay: 'NOTES' },
      exercise: { kind: 'name-note', ask: 'name' },
    },
    {
      title: 'The naturals on the 5th string',
      text: [
        'The 5th string (A) follows the same letters from a different start: A (open), B (2nd fret), C (3rd), D (5th), E (7th), F (8th), G (10th) and A again at the 12th fret.',
        'Here the short gaps come early: B to C between the 2nd and 3rd frets, and E to F between the 7th and 8th.',
      ],
      neck: { marked: naturalsOn5th, noteDisplay: 'NOTES' },
      exercise: { kind: 'name-note', ask: 'name' },
    },
    {
      title: 'Both strings together',
      text: [
        'Most chords have their lowest note, the root, on one of these two strings. The G chord starts from G at the 3rd fret of the 6th string, the C chord from C at the 3rd fret of the 5th string.',
        'Knowing these naturals means you can find any chord root quickly. Name the notes that light up, without counting from the open string if you can.',
      ],
      neck: { marked: [...naturalsOn6th, ...naturalsOn5th] },
      exercise: { kind: 'name-note', ask: 'name' },
    },
  ],
});
