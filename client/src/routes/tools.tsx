import { lazy, Suspense } from 'react';
import { createRoute, Link } from '@tanstack/react-router';
import { FreePlayNeck, type NeckSearch } from '../features/free-play/FreePlayNeck';
import { parseNotesParam } from '../features/free-play/selectionParam';
import type { MelodySearch } from '../features/melody/MelodyMaker';
import { decodeMelody, parseTempoParam } from '../features/melody/melodyParam';
import { parseTuningParam } from '../features/neck/tuningParam';
import { Page } from '../layout/Page';
import { paths } from './paths';
import { rootRoute } from './root';

// Loaded when first shown: the chord finder carries the chord and scale dictionaries, Daily
// Practice (with the metronome) and Melody Maker their own code; Home (the free neck) needs none of them.
const ChordFinder = lazy(() =>
  import('../features/chord-finder/ChordFinder').then((m) => ({ default: m.ChordFinder })),
);
const MelodyMaker = lazy(() => import('../features/melody/MelodyMaker').then((m) => ({ default: m.MelodyMaker })));
const DailyPractice = lazy(() => import('../features/daily-practice').then((m) => ({ default: m.DailyPractice })));

/** `?notes=` (held notes) and `?tuning=`, each dropped when it does not parse. */
function neckSearch(search: Record<string, unknown>): NeckSearch {
  const notes = typeof search.notes === 'string' && parseNotesParam(search.notes).length > 0 ? search.notes : undefined;
  const tuning = parseTuningParam(search.tuning);
  return { ...(notes ? { notes } : {}), ...(tuning ? { tuning } : {}) };
}

function HomeScreen() {
  const search = homeRoute.useSearch();
  return (
    <Page
      screen="Home"
      title="Learn the guitar neck"
      lead="Chords, scales, arpeggios and root notes on an interactive fretboard, in 16 tunings, free and without an account."
    >
      <FreePlayNeck search={search} label="Fretboard: press any position to hold a note" />
      <ul className="card-grid">
        <li>
          <Link to="/chords">Chords</Link>
          <p>Every chord type in every key, with the voicings a guitarist would play.</p>
        </li>
        <li>
          <Link to="/scales">Scales</Link>
          <p>Major, minor, pentatonic, blues and the modes, position by position.</p>
        </li>
        <li>
          <Link to="/arpeggios">Arpeggios</Link>
          <p>Chord tones across the neck.</p>
        </li>
        <li>
          <Link to="/roots">Roots</Link>
          <p>Every place a note lives, to learn the fretboard by heart.</p>
        </li>
        <li>
          <Link to="/chord-finder">Chord Finder</Link>
          <p>Press some notes and get the chord's name.</p>
        </li>
        <li>
          <Link to="/daily-practice">Daily Practice</Link>
          <p>A short routine for every day.</p>
        </li>
      </ul>
    </Page>
  );
}

function ChordFinderScreen() {
  const search = chordFinderRoute.useSearch();
  return (
    <Page
      screen="Chord Finder"
      lead="Press the notes you play, one per string, and see which chord they make, in any tuning."
    >
      <Suspense fallback={<p className="loading">Loading the chord finder…</p>}>
        <ChordFinder search={search} />
      </Suspense>
    </Page>
  );
}

/**
 * `?mode=melody-maker` opens Melody Maker, with its `melody` and `tempo` when they parse;
 * any other mode, and a malformed melody or tempo, is dropped.
 */
function freePlaySearch(search: Record<string, unknown>): NeckSearch & MelodySearch & { mode?: 'melody-maker' } {
  if (search.mode !== 'melody-maker') return neckSearch(search);
  const tempo = parseTempoParam(search.tempo);
  return {
    ...neckSearch(search),
    mode: 'melody-maker',
    ...(typeof search.melody === 'string' && decodeMelody(search.melody) ? { melody: search.melody } : {}),
    ...(tempo !== undefined ? { tempo } : {}),
  };
}

function FreePlayScreen() {
  const search = freePlayRoute.useSearch();
  const { mode } = search;
  return mode === 'melody-maker' ? (
    <Page screen="Free Play" title="Melody Maker" lead="Tap notes to build a melody, then play it back and share it.">
      <Suspense fallback={<p className="loading">Loading Melody Maker…</p>}>
        <MelodyMaker search={search} />
      </Suspense>
    </Page>
  ) : (
    <Page
      screen="Free Play"
      lead="The whole fretboard, yours to explore: press notes to see where they are and what they make."
    >
      <FreePlayNeck search={search} label="Fretboard: press any position to hold a note" />
    </Page>
  );
}

function DailyPracticeScreen() {
  return (
    <Page
      screen="Daily Practice"
      lead="A short routine each day from your favourites, what you are learning and a new pattern of the day, with a timer and a metronome."
    >
      <Suspense fallback={<p className="loading">Loading today’s routine…</p>}>
        <DailyPractice />
      </Suspense>
    </Page>
  );
}

// Favourites comes with the progress store (and zod), loaded when first opened.
const Favourites = lazy(() => import('../features/progress').then((m) => ({ default: m.FavouritesScreen })));

function FavouritesScreen() {
  return (
    <Suspense
      fallback={
        <Page screen="Favourites">
          <p className="loading">Loading your favourites…</p>
        </Page>
      }
    >
      <Favourites />
    </Suspense>
  );
}

// The quiz (rounds, the heat map, One Minute Changes) loads when first opened.
const Quiz = lazy(() => import('../features/quiz').then((m) => ({ default: m.QuizScreen })));

function QuizScreen() {
  return (
    <Suspense
      fallback={
        <Page screen="Quiz">
          <p className="loading">Loading the quiz…</p>
        </Page>
      }
    >
      <Quiz />
    </Suspense>
  );
}

const freePlayRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.freePlay,
  validateSearch: freePlaySearch,
  component: FreePlayScreen,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.home,
  validateSearch: neckSearch,
  component: HomeScreen,
});
const chordFinderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.chordFinder,
  validateSearch: neckSearch,
  component: ChordFinderScreen,
});

/** Home and the tools of the top navigation. */
export const toolRoutes = [
  homeRoute,
  chordFinderRoute,
  freePlayRoute,
  createRoute({ getParentRoute: () => rootRoute, path: paths.dailyPractice, component: DailyPracticeScreen }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.favourites, component: FavouritesScreen }),
  createRoute({ getParentRoute: () => rootRoute, path: paths.quiz, component: QuizScreen }),
];
