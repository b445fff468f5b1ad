import { defineLesson } from '../format';

export default defineLesson({
  category: 'pentatonic-blues',
  slug: 'twelve-bar-blues-in-a',
  order: 2,
  title: 'A 12-bar blues in A',
  summary:
    'Play the three dominant seventh chords of a blues in A (A7, D7 and E7), change between them in time, and follow the twelve bars of the form.',
  level: 'beginner',
  after: ['pentatonic-blues/minor-pentatonic-box-1'],
  steps: [
    {
      title: 'A7: the home chord',
      text: [
        'A blues in A uses three chords, and each is a dominant seventh: a major chord with one extra note that gives it a bluesy tug. Start with A7.',
        'Leave the 6th string (low E) silent. Press the 4th string (D) at the 2nd fret with your middle finger and the 2nd string (B) at the 2nd fret with your ring finger. The open 3rd string (G) is the seventh, the note that makes it A7 rather than plain A.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: '7', shape: 'x02020' } },
    },
    {
      title: 'D7: the second chord',
      text: [
        'Play only the four thinnest strings, starting from the open 4th string (D). Index finger on the 2nd string (B) at the 1st fret, middle finger on the 3rd string (G) at the 2nd fret, ring finger on the 1st string (high E) at the 2nd fret.',
        'The shape looks like a small triangle pointing the other way from the plain D chord. Then practise the change from A7 to D7 for one minute and count the clean changes.',
      ],
      neck: { pattern: { kind: 'chord', root: 'D', type: '7', shape: 'xx0212' } },
      exercise: { kind: 'one-minute-changes', chords: ['A7', 'D7'] },
    },
    {
      title: 'E7: the chord that leads home',
      text: [
        'All six strings ring. Middle finger on the 5th string (A) at the 2nd fret, index finger on the 3rd string (G) at the 1st fret. The open 4th string (D) is the seventh of E7.',
        'E7 is the most restless of the three chords: it pulls back to A7. Try the change from E7 to A7 for one minute.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: '7', shape: '020100' } },
      exercise: { kind: 'one-minute-changes', chords: ['E7', 'A7'] },
    },
    {
      title: 'The twelve bars',
      text: [
        'Count four beats to a bar and strum once on each beat. The form is: four bars of A7; two bars of D7; two bars of A7; one bar of E7; one bar of D7; one bar of A7; one bar of E7. Then start again from the top.',
        'The E7 in the last bar is the turnaround: it sends you back to the beginning. Play the form along with the click, changing chords on the first beat of each new bar.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: '7', shape: 'x02020' } },
      exercise: { kind: 'play-along', bpm: 70 },
    },
    {
      title: 'A solo over the blues',
      text: [
        'A minor pentatonic fits the whole twelve bars. Record yourself strumming the form, or ask a friend to play it, and use box 1 at the 5th fret to answer each bar with a short phrase.',
        'Land on an A when the chord goes back to A7, and you will hear the form as well as play it.',
      ],
      neck: { pattern: { kind: 'scale', root: 'A', type: 'minor pentatonic', position: 'box-1' } },
    },
  ],
});
