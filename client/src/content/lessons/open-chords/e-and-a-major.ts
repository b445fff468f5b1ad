import { defineLesson } from '../format';

export default defineLesson({
  category: 'open-chords',
  slug: 'e-and-a-major',
  order: 2,
  title: 'E major and A major',
  summary: 'Turn Em into E and Am into A by moving one note, and hear what makes a chord major or minor.',
  level: 'first-steps',
  after: ['open-chords/e-minor-and-a-minor'],
  steps: [
    {
      title: 'E major: Em plus one finger',
      text: [
        'Make Em with your middle finger on the 5th string (A) and ring finger on the 4th string (D), both at the 2nd fret. Now add your index finger on the 3rd string (G) at the 1st fret.',
        'Strum all six strings. This is E major, written simply E.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: 'major', shape: '022100' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'find-notes' },
    },
    {
      title: 'One fret between minor and major',
      text: [
        "In Em the open 3rd string plays G. In E your index finger raises it one fret, to G#. That single note is the chord's third: one fret lower sounds minor, darker; one fret higher sounds major, brighter.",
        'Strum Em, then E, then Em again, lifting and placing only your index finger. Listen to the mood change.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: 'major', shape: '022100' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'A major: three fingers in a row',
      text: [
        'Put three fingers on the 2nd fret: index on the 4th string (D), middle on the 3rd string (G), ring on the 2nd string (B). They will not all fit right behind the fret, so let them sit at a slight angle, the index furthest back.',
        'Strum from the 5th string (A) down. If the row feels cramped, try middle on the 4th string, index on the 3rd and ring on the 2nd instead.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'major', shape: 'x02220' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'find-notes' },
    },
    {
      title: 'A and A minor',
      text: [
        'Compare A with Am. In Am the 2nd string is pressed at the 1st fret: C. In A it is pressed at the 2nd fret: C#. Once more only the third moved, by one fret, and minor became major.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'major', shape: 'x02220' }, noteDisplay: 'INTERVALS' },
    },
    {
      title: 'One Minute Changes: E and A',
      text: [
        'No finger stays in the same place between E and A, so move all three together and land them at once. Lead with the finger that goes to the lowest string: it is the one your strum meets first.',
        'One minute, one strum per chord, count the clean changes.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: 'major', shape: '022100' } },
      exercise: { kind: 'one-minute-changes', chords: ['E', 'A'] },
    },
  ],
});
