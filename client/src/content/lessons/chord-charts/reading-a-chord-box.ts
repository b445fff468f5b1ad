import { defineLesson } from '../format';

export default defineLesson({
  category: 'chord-charts',
  slug: 'reading-a-chord-box',
  order: 1,
  title: 'Reading a chord box',
  summary:
    'Read the chord diagrams in any song book: strings and frets, dots and finger numbers, x and o, barres and the fret number.',
  level: 'first-steps',
  steps: [
    {
      title: 'The neck standing up',
      text: [
        'A chord box is a picture of the neck standing upright, facing you. The six vertical lines are the strings, the 6th string (low E) on the left and the 1st string (high E) on the right. The horizontal lines are the frets; a thick line at the top is the nut.',
        'This app draws the neck lying on its side, as you see it when you play. The information is the same: here is D major.',
      ],
      neck: { pattern: { kind: 'chord', root: 'D', type: 'major', shape: 'xx0232' }, noteDisplay: 'NOTES' },
    },
    {
      title: 'Dots and finger numbers',
      text: [
        'A dot means: press here, in the space just behind that fret. A number in or under the dot says which finger: 1 is the index, 2 the middle, 3 the ring and 4 the little finger. Sometimes T marks the thumb.',
        'For D: finger 1 on the 3rd string (G) at the 2nd fret, finger 3 on the 2nd string (B) at the 3rd fret, finger 2 on the 1st string (high E) at the 2nd fret. Tap the three fretted notes and the open D.',
      ],
      neck: { pattern: { kind: 'chord', root: 'D', type: 'major', shape: 'xx0232' } },
      exercise: { kind: 'find-notes' },
    },
    {
      title: 'x and o above the nut',
      text: [
        'Above the nut, an o means play that string open and an x means do not play it at all. C major has an x over the 6th string, dots on the 5th, 4th and 2nd strings, and an o over the 3rd and 1st strings.',
        'An x is as important as a dot: a low E under a C chord sounds muddy. Aim your strum at the 5th string, or let the tip of your ring finger touch the 6th string to silence it.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'x32010' }, noteDisplay: 'NOTES' },
    },
    {
      title: 'A chord in one line: x32010',
      text: [
        'Books and websites often write a chord as six characters, one for each string from the 6th to the 1st: a number is the fret, 0 is open, x is not played. C major is x32010; D major is xx0232.',
        'This app names chords the same way, so a link to a chord page can say exactly which shape it means. A fret of 10 or more is put in brackets: 8(10)(10)988.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'x32010' } },
    },
    {
      title: 'Barres and the fret number',
      text: [
        'A curved line or a long bar across several strings is a barre: one finger, usually the index, presses all of them. When a chord sits higher up the neck, the box shows no nut and a number beside the top fret, such as 3fr: the top line of the box is then the 3rd fret.',
        'Here is C major as a barre at the 3rd fret: index finger across the 5th to the 1st string, the 6th string marked x.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'x35553' }, noteDisplay: 'NOTES' },
    },
  ],
});
