import { isOneOf, PATTERN_SECTIONS, type PageKind } from './pages';

/**
 * A pathname's segments, counted the way the spec's rules count them: split on '/'
 * keeping the leading empty segment, so '/' is [''], '/songs' is ['', 'songs'] (2) and
 * '/songs/x' is ['', 'songs', 'x'] (3). Before splitting, a query string or hash is
 * dropped and empty segments (a trailing slash, '//') are ignored, so '/songs/x/' and
 * '/songs/x?position=2' count the same as '/songs/x'. A path without a leading slash is
 * read as if it had one.
 */
export function getPathSegments(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return ['', ...path.split('/').filter((segment) => segment !== '')];
}

/**
 * The page kind of a path (spec section 2):
 * - home: '/';
 * - chord-finder, daily-practice, free-play: the first segment names the tool;
 * - song: under /songs with more than two segments ('/songs/x' yes, '/songs' no);
 * - learning-pattern: under /learning with exactly four segments ('/learning/a/b');
 * - pattern: the first segment is scales, arpeggios or chords (the section index too);
 * - otherwise none.
 */
export function getPageKind(pathname: string): PageKind {
  const segments = getPathSegments(pathname);
  const first = segments[1];
  if (first === undefined) return 'home';
  if (first === 'chord-finder' || first === 'daily-practice' || first === 'free-play') return first;
  if (first === 'songs') return segments.length > 2 ? 'song' : 'none';
  if (first === 'learning') return segments.length === 4 ? 'learning-pattern' : 'none';
  if (isOneOf(PATTERN_SECTIONS, first)) return 'pattern';
  return 'none';
}
