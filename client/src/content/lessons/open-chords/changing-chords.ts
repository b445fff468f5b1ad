import { defineLesson } from '../format';

export default defineLesson({
  category: 'open-chords',
  slug: 'changing-chords',
  order: 5,
  title: 'Changing chords smoothly',
  summary:
    'Find the fingers that stay or slide between two chords, change in time with the beat, and practise with One Minute Changes.',
  level: 'beginner',
  after: ['open-chords/g-and-c'],
  steps: [
    {
      title: 'Anchor fingers: C to Am',
      text: [
        'Play C, then look at Am. In both, the index finger is on the 2nd string at the 1st fret and the middle finger on the 4th string at the 2nd fret. Only the ring finger moves, from the 5th string at the 3rd fret to the 3rd string at the 2nd fret.',
        'A finger that stays put is an anchor. Keep it pressed down during the change and the chord is half made before you move.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'x32010' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'one-minute-changes', chords: ['C', 'Am'] },
    },
    {
      title: 'An anchor between G and D',
      text: [
        'Use the fuller G, with your ring finger on the 2nd string at the 3rd fret. D has the ring finger in exactly that spot. Keep it down and let the other fingers move around it.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: '320033' }, noteDisplay: 'NOTES' },
      exercise: { kind: 'one-minute-changes', chords: ['G', 'D'] },
    },
    {
      title: 'Guide fingers: A to D',
      text: [
        'A finger that stays on its string but moves along it is a guide. From A to D the ring finger slides on the 2nd string from the 2nd fret to the 3rd. Ease the pressure, keep the fingertip on the string, and slide.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'major', shape: 'x02220' }, noteDisplay: 'NOTES' },
    },
    {
      title: 'Move the shape: Am to E',
      text: [
        'Am and E are the same shape one string apart. From Am, lift all three fingers without changing how they stand, move them one string towards the ceiling, and put them down: index on the 3rd string at the 1st fret, middle and ring on the 5th and 4th strings at the 2nd fret.',
      ],
      neck: { pattern: { kind: 'chord', root: 'A', type: 'minor', shape: 'x02210' } },
      exercise: { kind: 'one-minute-changes', chords: ['Am', 'E'] },
    },
    {
      title: 'Change on time',
      text: [
        'In a song the new chord must arrive on the beat, so your hand has to leave a little early. Strum four beats of G: on the fourth, lift the fingers and move. That last strum may catch a few open strings. Nobody notices that; everybody hears a chord that is late.',
        'With a metronome at 60, play four strums on G and four on C, changing during the fourth beat. Then tap along with G here to feel where the beats fall.',
      ],
      neck: { pattern: { kind: 'chord', root: 'G', type: 'major', shape: '320003' } },
      exercise: { kind: 'play-along', bpm: 60 },
    },
    {
      title: 'A minute a day',
      text: [
        'One Minute Changes work because they are short and measured. Each day pick the two chords you find hardest, do one minute, and note your score. Going from 10 to 30 clean changes a minute within a few weeks is common.',
        'Today: C and D, which share no finger at all.',
      ],
      neck: { pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'x32010' } },
      exercise: { kind: 'one-minute-changes', chords: ['C', 'D'] },
    },
  ],
});
