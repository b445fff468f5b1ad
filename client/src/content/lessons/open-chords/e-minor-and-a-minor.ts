import { defineLesson } from '../format';

export default defineLesson({
  category: 'open-chords',
  slug: 'e-minor-and-a-minor',
  order: 1,
  title: 'Your first chords: E minor and A minor',
  summary: 'Press a string cleanly, play E minor with two fingers and A minor with three, and change between them.',
  level: 'first-steps',
  after: ['the-neck/open-strings'],
  steps: [
    {
      title: 'Pressing a string',
      text: [
        'Put the tip of your middle finger on the 5th string (A), just behind the 2nd fret: close to the metal fret wire, not on top of it and not in the middle of the gap. Your thumb rests behind the neck, roughly opposite that finger.',
        'Press only as hard as you need for a clear note, then pick the string. If it buzzes, move the fingertip a little nearer the fret before you press harder.',
      ],
      neck: { marked: [{ string: 1, fret: 2 }], noteDisplay: 'NOTES' },
    },
    {
      title: 'E minor: two fingers',
      text: [
        'Keep your middle finger where it is and add your ring finger on the 4th string (D), also at the 2nd fret, right beside it. Strum all six strings from the thickest down. This is E minor, written Em.',
        'Now pick the strings one at a time from the 6th to the 1st. Each should ring. If one sounds dull, a finger is leaning on it: arch your fingers so only the tips touch the strings.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: 'minor', shape: '022000' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'find-notes' },
    },
    {
      title: 'A minor: three fingers',
      text: [
        'Move the same two fingers one string towards the floor: middle finger to the 4th string (D), ring finger to the 3rd string (G), both still at the 2nd fret. Then add your index finger on the 2nd string (B) at the 1st fret.',
        'Strum from the 5th string (A) down and leave the 6th string out. This is A minor, written Am.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'minor', shape: 'x02210' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'find-notes' },
    },
    {
      title: 'From Em to Am',
      text: [
        'The change is one movement. Lift the middle and ring fingers together, keeping their shape, move them across one string and put them down, with the index finger landing at the same moment.',
        'Go slowly: Em, strum, change, Am, strum, change back. Look at where the fingers are going, not where they are.',
      ],
      neck: { pattern: { kind: 'chord', root: 'E', type: 'minor', shape: '022000' } },
    },
    {
      title: 'One Minute Changes: Em and Am',
      text: [
        'Start a one-minute timer and change between Em and Am as many times as you can, with one strum on each chord. Count only the changes where every string rings. Tap the button at each clean change.',
        'Whatever your score today, write it down. Do this once a day and the number climbs quickly.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'minor', shape: 'x02210' } },
      exercise: { kind: 'one-minute-changes', chords: ['Em', 'Am'] },
    },
  ],
});
