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
    date: '2026-11-21',
    title: 'First release: the app frame',
    items: [
      'Every screen and route of the app is in place, so links and bookmarks already go to the right page. Screens whose feature is not built yet say so plainly.',
      'The server is running: one process that serves the app and keeps an append-only event log in Postgres, either a Postgres server of your own or an embedded Postgres that needs nothing installed beyond Node.',
      'The typed API (tRPC) between the app and the server is in place.',
      'The app is tested in a real browser (Chromium) against a real server, not only in isolation.',
      'Arriving in the next releases: the interactive fretboard, sound, accounts and sign-in, live practice rooms and the optional subscription.',
    ],
  },
];
