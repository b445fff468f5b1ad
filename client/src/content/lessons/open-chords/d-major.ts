import { defineLesson } from '../format';

export default defineLesson({
  category: 'open-chords',
  slug: 'd-major',
  order: 3,
  title: 'D major, and a first family of chords',
  summary: 'Play D on the top four strings, and use A, D and E, the three main chords of A major.',
  level: 'beginner',
  after: ['open-chords/e-and-a-major'],
  steps: [
    {
      title: 'D: a small triangle',
      text: [
        'Put your index finger on the 3rd string (G) at the 2nd fret, your middle finger on the 1st string (high E) at the 2nd fret, and your ring finger on the 2nd string (B) at the 3rd fret. The three fingertips make a small triangle.',
        'Strum only the top four strings, from the open 4th string (D) down.',
      ],
      neck: { pattern: { kind: 'chord', root: 'D', type: 'major', shape: 'xx0232' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'find-notes' },
    },
    {
      title: 'Keep the two low strings quiet',
      text: [
        'The lowest note of this D chord is the open 4th string, D itself. If the 5th and 6th strings ring as well, the chord sounds muddy.',
        'Start each strum on the 4th string; aim for it, as if the two thick strings were not there. Pick the 4th string alone first to find it without looking.',
      ],
      neck: { pattern: { kind: 'chord', root: 'D', type: 'major', shape: 'xx0232' } },
    },
    {
      title: 'A, D and E belong together',
      text: [
        'With D you now know the three main chords of the key of A major: A is home, D is the fourth chord (IV) and E the fifth (V). A great many folk, rock and blues songs use only these three.',
        'Play A, D, E, A with four strums each, slowly, and hear how E wants to lead back home to A.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'major', shape: 'x02220' } },
    },
    {
      title: 'One Minute Changes: A and D',
      text: [
        'Keep your ring finger on the 2nd string and slide it from the 2nd fret to the 3rd, while the index and middle fingers lift and land on the 3rd and 1st strings. Let the sliding finger lead and the triangle forms around it.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'major', shape: 'x02220' } },
      exercise: { kind: 'one-minute-changes', chords: ['A', 'D'] },
    },
    {
      title: 'One Minute Changes: D and E',
      text: [
        'From D to E the hand moves from the thin strings to the thick ones. Land your middle and ring fingers on the 5th and 4th strings first, then the index on the 3rd.',
      ],
      neck: { pattern: { kind: 'chord', root: 'D', type: 'major', shape: 'xx0232' } },
      exercise: { kind: 'one-minute-changes', chords: ['D', 'E'] },
    },
  ],
});
