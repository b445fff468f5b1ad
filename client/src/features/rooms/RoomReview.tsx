import { useEffect, useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../progress/format';
import type { RecordedRoomEvent } from '#events/roomEvents';
import type { RoomState } from '#events/roomState';
import { errorSentence } from '../../api/errorSentence';
import { loadApi } from '../../api/loadApi';
import { describeTimeline, patternWords, tuningWords, type TimelineEntry } from './historyText';

interface Review {
  openedAt: Date;
  closedAt: Date | null;
  names: Record<string, string>;
  events: RecordedRoomEvent[];
  nextAfter: number | null;
  state: RoomState;
}

type Load =
  | { step: 'loading' }
  | { step: 'problem'; message: string }
  | { step: 'ready'; review: Review; more: 'idle' | 'loading' | string };

const timeOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
};

/**
 * Looking back at a room (signed-in members and the host; guests' tokens die with the room):
 * what happened, in order, in words, with each pattern change openable on its page.
 */
export function RoomReview({ code }: { code: string }) {
  const [load, setLoad] = useState<Load>({ step: 'loading' });

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const { api } = await loadApi();
        const review = await api.roomHistory.review.query({ code });
        if (!cancelled) setLoad({ step: 'ready', review, more: 'idle' });
      } catch (error) {
        if (!cancelled) setLoad({ step: 'problem', message: errorSentence(error).sentence });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [code]);

  const showMore = async (review: Review) => {
    if (review.nextAfter === null) return;
    setLoad({ step: 'ready', review, more: 'loading' });
    try {
      const { api } = await loadApi();
      const next = await api.roomHistory.review.query({ code, after: review.nextAfter });
      setLoad({ step: 'ready', review: { ...next, events: [...review.events, ...next.events] }, more: 'idle' });
    } catch (error) {
      setLoad({ step: 'ready', review, more: errorSentence(error).sentence });
    }
  };

  if (load.step === 'loading') return <p role="status">Loading the room’s history…</p>;
  if (load.step === 'problem') {
    return (
      <p className="callout" role="alert">
        {load.message}
      </p>
    );
  }
  const { review, more } = load;
  return (
    <section className="room-review" aria-labelledby="room-review-heading">
      <h2 id="room-review-heading">What happened in the room</h2>
      <RoomSummary review={review} />
      <Timeline review={review} />
      {review.nextAfter !== null ? (
        <p>
          <button
            type="button"
            className="button-secondary"
            disabled={more === 'loading'}
            onClick={() => void showMore(review)}
          >
            {more === 'loading' ? 'Loading…' : 'Show what happened next'}
          </button>
        </p>
      ) : null}
      {more !== 'idle' && more !== 'loading' ? (
        <p className="form-error" role="alert">
          {more}
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
