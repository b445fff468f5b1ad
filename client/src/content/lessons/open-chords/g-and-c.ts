import { defineLesson } from '../format';

export default defineLesson({
  category: 'open-chords',
  slug: 'g-and-c',
  order: 4,
  title: 'G and C: the G, C and D family',
  summary: 'Play G and C, and with D the three main chords of G major, the most common key in guitar song books.',
  level: 'beginner',
  after: ['open-chords/d-major'],
  steps: [
    {
      title: 'G major',
      text: [
        'Middle finger on the 6th string (low E) at the 3rd fret, index finger on the 5th string (A) at the 2nd fret, ring finger on the 1st string (high E) at the 3rd fret.',
        'Strum all six strings. The three middle strings ring open. Keep your fingers arched, so that the middle finger does not touch the 5th string and the ring finger stays clear of the open 2nd string.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: '320003' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'find-notes' },
    },
    {
      title: 'A fuller G',
      text: [
        'Many players prefer a second fingering: middle finger on the 6th string and index on the 5th as before, ring finger on the 2nd string (B) at the 3rd fret and little finger on the 1st string at the 3rd fret.',
        'The 2nd string now plays D instead of B, which gives a rounder sound. It also makes the change to D easier, as the next lesson shows. Try both and keep the one your hand likes, but learn this one too.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: '320033' }, noteDisplay: 'NOTES' },
    },
    {
      title: 'C major',
      text: [
        'Ring finger on the 5th string (A) at the 3rd fret, middle finger on the 4th string (D) at the 2nd fret, index finger on the 2nd string (B) at the 1st fret. The fingers make a diagonal line down the neck.',
        'Strum from the 5th string down. The open 3rd and 1st strings must ring: keep the index finger up on its tip so it does not lie on the 1st string.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'x32010' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'find-notes' },
    },
    {
      title: 'G, C and D',
      text: [
        'In the key of G major, G is home, C is the fourth chord (IV) and D the fifth (V): the same family as A, D and E in A major, moved to another key. With these three you can play a great many songs from any song book.',
        'Play G, C, G, D with four strums each, and come back to G.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: '320003' } },
    },
    {
      title: 'One Minute Changes: G and C',
      text: [
        'From G to C every finger moves. Land the ring finger first on the 5th string at the 3rd fret: it plays C, the bass note you strum first, and the other two fingers fall in behind it.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: '320003' } },
      exercise: { kind: 'one-minute-changes', chords: ['G', 'C'] },
    },
  ],
});
