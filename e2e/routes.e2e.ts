import { describe, expect, it } from 'vitest';
import { paths, type PathKey } from '../client/src/routes/paths';
import { expectNoProblems, expectScreen, useApp, viewports, type OpenPage } from './harness';

/**
 * Every route the app answers, with example params, the screen it must show, and the
 * heading where the screen name is not the heading itself. Keyed by `paths`, so a new
 * route without an example here fails the first test below.
 */
const examples: Record<PathKey, { url: string; screen: string; heading?: string }> = {
  home: { url: '/', screen: 'Home', heading: 'Learn the guitar neck' },
  about: { url: '/about', screen: 'About' },
  contribute: { url: '/contribute', screen: 'Contribute' },
  terms: { url: '/terms', screen: 'Terms' },
  privacy: { url: '/privacy', screen: 'Privacy' },
  learning: { url: '/learning', screen: 'Learning', heading: 'Learning' },
  learningCategory: { url: '/learning/the-neck', screen: 'Learning Category', heading: 'The neck and its notes' },
  learningPattern: { url: '/learning/the-neck/open-strings?step=2', screen: 'Lesson', heading: 'The six open strings' },
  songs: { url: '/songs', screen: 'Songs', heading: 'Songs' },
  song: { url: '/songs/some-song', screen: 'Song', heading: 'Some song' },
  chordFinder: { url: '/chord-finder', screen: 'Chord Finder', heading: 'Chord Finder' },
  favourites: { url: '/favourites', screen: 'Favourites', heading: 'Favourites' },
  freePlay: { url: '/free-play', screen: 'Free Play', heading: 'Free Play' },
  dailyPractice: { url: '/daily-practice', screen: 'Daily Practice', heading: 'Daily Practice' },
  chords: { url: '/chords', screen: 'Chords', heading: 'Chords' },
  chord: { url: '/chords/C/major', screen: 'Chord', heading: 'C major chord' },
  scales: { url: '/scales', screen: 'Scales', heading: 'Scales' },
  scale: { url: '/scales/A/minor-pentatonic', screen: 'Scale', heading: 'A minor pentatonic scale' },
  arpeggios: { url: '/arpeggios', screen: 'Arpeggios', heading: 'Arpeggios' },
  arpeggio: { url: '/arpeggios/G/7', screen: 'Arpeggio' },
  roots: { url: '/roots', screen: 'Roots', heading: 'Roots' },
  root: { url: '/roots/F%23', screen: 'Root', heading: 'The note F#' },
  quiz: { url: '/quiz', screen: 'Quiz', heading: 'Quiz' },
  howToInstall: { url: '/how-to-install', screen: 'How to install' },
  troubleshooting: { url: '/troubleshooting', screen: 'Troubleshooting' },
  rooms: { url: '/rooms', screen: 'Practice Rooms', heading: 'Practice Rooms' },
  room: { url: '/rooms/abc123', screen: 'Practice Room', heading: 'This is not a room link' },
  embed: { url: '/embed/chords/C/major', screen: 'Embedded' },
  updates: { url: '/updates', screen: 'Updates' },
  subscriptionFeatures: { url: '/subscription-features', screen: 'Subscription features' },
  // No FEEDBACK_URL in the harness, so the server does not redirect and the screen says so.
  feedback: { url: '/feedback', screen: 'Feedback', heading: 'Feedback' },
  deauthorised: { url: '/deauthorised', screen: 'Deauthorised', heading: 'Deauthorised' },
  // Pages that need sign-in show Log In to a visitor (error SessionRequired; see auth.e2e.ts).
  account: { url: '/account', screen: 'Log In', heading: 'Log In' },
  accountNuke: { url: '/account/nuke', screen: 'Log In' },
  accountLogIn: { url: '/account/log-in', screen: 'Log In', heading: 'Log In' },
  accountLoggedOut: { url: '/account/logged-out', screen: 'Logged Out' },
  accountLogInMagicLink: { url: '/account/log-in/magic-link', screen: 'Log In Magic Link' },
  accountLogInSuccess: { url: '/account/log-in/success', screen: 'Log In Success' },
  accountLogInError: { url: '/account/log-in/error', screen: 'Log In Error' },
  accountUsername: { url: '/account/username', screen: 'Log In' },
  accountSubscription: { url: '/account/subscription', screen: 'Log In' },
  accountDailyPractice: { url: '/account/daily-practice', screen: 'Log In' },
  accountFavourites: { url: '/account/favourites', screen: 'Log In' },
  accountLearned: { url: '/account/learned', screen: 'Log In' },
};

const app = useApp();

it('has an example for every route the app answers', () => {
  expect(Object.keys(examples).sort()).toEqual(Object.keys(paths).sort());
});

for (const [name, viewport] of Object.entries(viewports)) {
  describe(`at ${viewport.width}px (${name})`, () => {
    // One page per viewport, reloaded per route: each route is a fresh document load.
    let tab: OpenPage | undefined;
    const open = async () => (tab ??= await app.open(viewport));

    for (const [key, example] of Object.entries(examples)) {
      it(`${example.url} shows the ${example.screen} screen without errors (${key})`, async () => {
        const tab = await open();
        const { page } = tab;
        tab.problems.reset();
        const response = await page.goto(example.url);
        expect(response?.status()).toBe(200);
        await expectScreen(page, example.screen, example.heading);
        await expectNoProblems(tab);
      });
    }
  });
}
