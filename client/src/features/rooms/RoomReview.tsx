import { Suspense, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import { formatDateTime } from '../progress/format';
import { ApiProvider } from '../../api/ApiProvider';
import { errorSentence } from '../../api/errorSentence';
import { useTRPC, useTRPCClient, type AppRouter } from '../../api/trpc';
import { describeTimeline, patternWords, tuningWords, type TimelineEntry } from './historyText';

/** One page of a room's history as the server sends it (server/src/rooms/history.ts). */
type Review = inferRouterOutputs<AppRouter>['roomHistory']['review'];

const timeOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
};

const LOADING = <p role="status">Loading the room’s history…</p>;

/**
 * Looking back at a room (signed-in members and the host; guests' tokens die with the room):
 * what happened, in order, in words, with each pattern change openable on its page.
 */
export function RoomReview({ code }: { code: string }) {
  return (
    <Suspense fallback={LOADING}>
      <ApiProvider>
        <ReviewPages code={code} />
      </ApiProvider>
    </Suspense>
  );
}

/** The call for one page: the first has no `after`, each next one starts after the last event shown. */
export const pageInput = (code: string, after: number | null) => (after === null ? { code } : { code, after });

/** The pages read so far as one review: the room as of the newest page, with every page's events in order. */
export function joinPages<P extends { events: readonly unknown[] }>(pages: readonly P[]): P | null {
  if (pages.length === 0) return null;
  return { ...pages[pages.length - 1]!, events: pages.flatMap((page) => page.events) };
}

/** Server data, so React Query holds it: the history in pages, each from where the last ended. */
function ReviewPages({ code }: { code: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const pages = useInfiniteQuery({
    queryKey: trpc.roomHistory.review.queryKey({ code }),
    queryFn: ({ pageParam }) => client.roomHistory.review.query(pageInput(code, pageParam)),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextAfter,
  });
  // The room as of its newest page, with every page's events in order.
  const review = useMemo(() => joinPages(pages.data?.pages ?? []), [pages.data]);

  if (pages.isPending) return LOADING;
  if (!review) {
    return (
      <p className="callout" role="alert">
        {errorSentence(pages.error).sentence}
      </p>
    );
  }
  return (
    <section className="room-review" aria-labelledby="room-review-heading">
      <h2 id="room-review-heading">What happened in the room</h2>
      <RoomSummary review={review} />
      <Timeline review={review} />
      {pages.hasNextPage ? (
        <p>
          <button
            type="button"
            className="button-secondary"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? 'Loading…' : 'Show what happened next'}
          </button>
        </p>
      ) : null}
      {pages.isFetchNextPageError ? (
        <p className="form-error" role="alert">
          {errorSentence(pages.error).sentence}
        </p>
      ) : null}
    </section>
  );
}

function RoomSummary({ review }: { review: Review }) {
  const { state } = review;
  const people = Object.keys(review.names).length;
  return (
    <dl className="room-review-summary">
      <dt>Opened</dt>
      <dd>{formatDateTime(review.openedAt)}</dd>
      <dt>Closed</dt>
      <dd>{review.closedAt ? formatDateTime(review.closedAt) : 'Still open'}</dd>
      <dt>People</dt>
      <dd>{people === 1 ? '1 person' : `${people} people`}</dd>
      <dt>{state.closed ? 'Left showing' : 'Showing now'}</dt>
      <dd>
        {state.view.pattern ? patternWords(state.view.pattern).replace(/^the /, '') : 'No pattern'} in{' '}
        {tuningWords(state.view.tuning)}, at {state.tempo} bpm
      </dd>
    </dl>
  );
}

function Timeline({ review }: { review: Review }) {
  // Described from the first event, so each pattern's link knows the tuning of its moment.
  const entries = useMemo(() => describeTimeline(review.events, (id) => review.names[id] ?? 'A member'), [review]);
  if (entries.length === 0) return <p className="hint">Nothing was recorded in this room.</p>;
  return (
    <ol className="room-timeline">
      {entries.map((entry) => (
        <li
          key={entry.version}
          data-version={entry.version}
          data-kind={entry.message !== undefined ? 'message' : entry.link ? 'pattern' : 'event'}
        >
          <time dateTime={entry.at}>{timeOf(entry.at)}</time>
          <div>
            <p>{entry.text}</p>
            {entry.message !== undefined ? <blockquote>{entry.message}</blockquote> : null}
            {entry.link ? <PatternPageLink entry={entry} /> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

function PatternPageLink({ entry }: { entry: TimelineEntry }) {
  const link = entry.link!;
  // The visible words are the same on every change; the name says which pattern (and starts with the visible words).
  const name = `Open this on the fretboard: ${entry.patternWords ?? 'the pattern'}`;
  const text = 'Open this on the fretboard';
  switch (link.to) {
    case '/chords/$root/$type':
      return (
        <Link to={link.to} params={link.params} search={link.search} aria-label={name}>
          {text}
        </Link>
      );
    case '/scales/$root/$type':
    case '/arpeggios/$root/$type':
      return (
        <Link to={link.to} params={link.params} search={link.search} aria-label={name}>
          {text}
        </Link>
      );
    case '/roots/$root':
      return (
        <Link to={link.to} params={link.params} search={link.search} aria-label={name}>
          {text}
        </Link>
      );
  }
}
