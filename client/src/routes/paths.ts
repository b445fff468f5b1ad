/**
 * Every path pattern the app answers, in TanStack Router's syntax (`$param`, and a
 * trailing `$` for the rest of the path). The route tree is built from these, and the
 * build writes them to `routes.json` so the server answers 404 for anything else.
 */
export const paths = {
  home: '/',
  about: '/about',
  contribute: '/contribute',
  terms: '/terms',
  privacy: '/privacy',
  learning: '/learning',
  learningCategory: '/learning/$category',
  learningPattern: '/learning/$category/$pattern',
  songs: '/songs',
  song: '/songs/$song',
  chordFinder: '/chord-finder',
  favourites: '/favourites',
  freePlay: '/free-play',
  dailyPractice: '/daily-practice',
  chords: '/chords',
  chord: '/chords/$root/$type',
  scales: '/scales',
  scale: '/scales/$root/$type',
  arpeggios: '/arpeggios',
  arpeggio: '/arpeggios/$root/$type',
  roots: '/roots',
  root: '/roots/$root',
  quiz: '/quiz',
  howToInstall: '/how-to-install',
  troubleshooting: '/troubleshooting',
  rooms: '/rooms',
  room: '/rooms/$code',
  embed: '/embed/$',
  updates: '/updates',
  subscriptionFeatures: '/subscription-features',
  feedback: '/feedback',
  deauthorised: '/deauthorised',
  account: '/account',
  accountNuke: '/account/nuke',
  accountLogIn: '/account/log-in',
  accountLoggedOut: '/account/logged-out',
  accountLogInMagicLink: '/account/log-in/magic-link',
  accountLogInSuccess: '/account/log-in/success',
  accountLogInError: '/account/log-in/error',
  accountUsername: '/account/username',
  accountSubscription: '/account/subscription',
  accountDailyPractice: '/account/daily-practice',
  accountFavourites: '/account/favourites',
  accountLearned: '/account/learned',
} as const;

export type PathKey = keyof typeof paths;
export type PathPattern = (typeof paths)[PathKey];

/**
 * A pattern as the source of an anchored regular expression over a pathname (no query):
 * `$param` is one non-empty segment, a trailing `$` one or more segments, and a trailing
 * slash is allowed. The build ships these to the server, which cannot import the client.
 */
export function patternToRegExpSource(pattern: string): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '$') return '/.+';
      if (segment.startsWith('$')) return '/[^/]+';
      return '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    });
  return segments.length === 0 ? '^/$' : `^${segments.join('')}/?$`;
}

/** Whether a concrete pathname is one the app answers. */
export function isKnownPath(pathname: string): boolean {
  return Object.values(paths).some((pattern) => new RegExp(patternToRegExpSource(pattern)).test(pathname));
}
