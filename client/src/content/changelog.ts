/**
 * The changelog shown on the Updates ("What Is New") screen. Newest entry first; the
 * test beside this file keeps that order and the dates honest.
 */
export interface ChangelogEntry {
  /** The release day, 'YYYY-MM-DD'. */
  date: string;
  title: string;
  items: readonly string[];
}

export const changelog: readonly ChangelogEntry[] = [
  {
    date: '2026-11-25',
    title: 'Lessons on the fretboard, and Daily Practice on the neck',
    items: [
      'Learning lists the lesson categories with how many lessons you have learned in each, the next lesson to take and a short path for a complete beginner. Every lesson is a set of steps, and every step is a live fretboard you can play, with a chord box beside a chord and a link to open it on its chord, scale or note page. A link can name a step (?step=3), so a teacher can send one.',
      'Tap an item of your Daily Practice routine to see it on the fretboard right there, play it, and go on to the next or back to the previous one, while its timer and the metronome keep running; a link opens its own page. Lessons, songs and melodies show their link for now.',
      'The Quiz: rounds of ten questions about the notes of the neck and the intervals between them (find them or name them, on the strings and frets you choose) or about chord shapes (name the chord box), with your score, your time and every answer, and your slow spots as a heat map over the neck that the next rounds ask about more. One Minute Changes counts your clean changes between two chords in a minute, on the Quiz and on lesson steps, and keeps your best and last score for each pair.',
      'Learning mode: on a chord, scale, arpeggio or note page, or a lesson step with an exercise, the neck checks you. Find the notes (tap them, in order from low to high for a scale or arpeggio), Name the note (pick its name from four) or Play along (tap each note in time after a bar of clicks; a clean run goes a step faster), by mouse, touch or keyboard, in your tuning; each run shows your accuracy and time and is kept in your practice log.',
    ],
  },
  {
    date: '2026-11-25',
    title: 'Chords as a chord book shows them',
    items: [
      'Each chord starts with the shapes teachers show first: the open shape, then the barre shapes up the neck (C: x32010, then the A-shape barre at the third fret, then the E-shape at the eighth), then the rest. Ninths, elevenths and thirteenths leave notes out the way players do.',
      'Every chord box says how hard it is (easy, medium or hard, and whether it needs a barre, a stretch or the thumb), and a "How hard" filter keeps only the simplest shapes. More shapes come a page at a time.',
      'Chords are named as teachers write them: x32210 is C6, the open strings are Em11, and every name in the Chord Finder says why.',
      'Links and favourites name a voicing by its shape, so they always show the same one; links saved before still open the shape they showed.',
      'A Chord Finder link carries its tuning, so a DADGAD chord opens in DADGAD. The chord menu lists the book chord types first, spelled as books spell them, and keys are named the way books name them (E♭ major, not D# major).',
      'On a phone held upright, a chord or a scale position fits the screen without scrolling sideways.',
      'If you prefer, the neck can stand upright, nut at the top, as chord charts are drawn: tick "Vertical neck" under any fretboard or in Settings. Every neck follows it, on this device and in your account.',
    ],
  },
  {
    date: '2026-11-25',
    title: 'Sturdier: safer sign-in, and nothing lost when the server has a hiccup',
    items: [
      'Sign-in e-mails always link to the address the server is set up with, whatever a request claims to come from.',
      'When the server loses its database for a moment, the page says it is reconnecting, and your changes are sent again by themselves and saved once, instead of failing. Practice rooms on several servers carry on where they were.',
      'A whole class can join a practice room from one school network.',
      'Odd input (a stray invisible character in a name or a note) gets a clear message naming the field, and nothing is half saved.',
    ],
  },
  {
    date: '2026-11-21',
    title: 'Practice rooms: one fretboard for a teacher and students',
    items: [
      'Open a room from Rooms and share its link. Students join signed in or as a guest with a name, up to 50 people a room.',
      "Whatever the leader shows appears on everyone's neck at once, in each person's own hand: the chord, scale or arpeggio and its voicing or position, the tuning, marked notes and the note display. The leader's pointer and every note they play show live, and you hear the notes when your sound is on.",
      'Look around on your own, then press "Follow the leader" to snap back. Hand the lead to a student and take it back; students can raise a hand; the member list shows who is here, who is away and who leads.',
      "A shared metronome whose clicks line up for everyone, on the server's clock, and short messages kept with the room.",
      'A lost connection says "Reconnecting" and catches up exactly, with nothing missed and nothing doubled.',
      'Look back at a closed room: Rooms lists the rooms you hosted or joined, and a closed room shows what happened in words, with each chord or scale a link back to the fretboard.',
    ],
  },
  {
    date: '2026-11-21',
    title: 'Accounts, favourites and daily practice',
    items: [
      'A heart and a tick on every chord, scale, arpeggio, root, song and lesson page: save it as a favourite, mark it learned, or log how long you practised it and at what tempo.',
      'Daily Practice: a short routine each day made from your own favourites, what you have not learned yet and what you have not practised for a while, plus one new pattern of the day. Each item has a timer and a target tempo with the metronome beside it. Your streak forgives a single missed day.',
      'No account needed: everything is kept on your device. Sign in with an e-mail link (or GitHub, Google or your own OpenID provider, when the server offers them) and what you saved comes with you to every device.',
      'Your account page shows what is stored, lets you download all of it as JSON, and deletes everything for good when you ask.',
    ],
  },
  {
    date: '2026-11-21',
    title: 'Sound: hear what you see, with a metronome and Melody Maker',
    items: [
      'Tap any note to hear it at once, at its real pitch in your tuning. Sound loads only when you first need it, so the app still opens fast.',
      'Play a chord as a strum or an arpeggio, and a scale or arpeggio up, down, up and down or in thirds, at the tempo and octave you choose. Each note lights up on the neck as it sounds.',
      'A plucked guitar sound and four clean synth tones.',
      'A metronome from 40 to 220 BPM with an accented first beat, 2/4, 3/4, 4/4 and 6/8, eighths, triplets and sixteenths, tap tempo and a visual beat. It keeps time when the page is busy and keeps the screen awake while it runs.',
      'Melody Maker: tap notes to build a melody, edit it, loop it, and share it as a link.',
    ],
  },
  {
    date: '2026-11-21',
    title: 'The fretboard: chords, scales, arpeggios, roots and the chord finder',
    items: [
      'Every chord type in every key, with every playable voicing in your tuning, ranked the way a guitarist would, shown as chord boxes with fingers and barres. Filter them by stretch, bass note, string set, neck region or drop-2 and drop-3.',
      'Scales and arpeggios position by position: the five CAGED positions, seven three-notes-per-string positions and the pentatonic boxes in standard tuning, and fret windows in any tuning.',
      'The Chord Finder: press notes and read the chord, with the reason (C/E, not Em#5), and the scales that contain them.',
      'All 16 tunings, plus your own. Left-handed necks, the low string on top, note names, intervals or degrees, and colours that stay readable for colour-blind players.',
      'The neck works by keyboard alone, and every position says what it is to a screen reader.',
      'Every page state is a link: send someone a chord voicing, a scale position or the notes you pressed, in your tuning.',
    ],
  },
  {
    date: '2026-11-21',
    title: 'First release: the app frame',
    items: [
      'Every screen and route of the app is in place, so links and bookmarks already go to the right page. Screens whose feature is not built yet say so plainly.',
      'The server is running: one process that serves the app and keeps an append-only event log in Postgres, either a Postgres server of your own or an embedded Postgres that needs nothing installed beyond Node.',
      'The typed API (tRPC) between the app and the server is in place.',
      'The app is tested in a real browser (Chromium) against a real server, not only in isolation.',
      'Arriving in the next releases: sound, accounts and sign-in, live practice rooms and the optional subscription.',
    ],
  },
];
