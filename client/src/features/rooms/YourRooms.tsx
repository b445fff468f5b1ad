import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ApiProvider } from '../../api/ApiProvider';
import { errorSentence } from '../../api/errorSentence';
import { useTRPC } from '../../api/trpc';
import { formatDateTime } from '../progress/format';

const LOADING = <p role="status">Loading your rooms…</p>;

/** The rooms a signed-in user opened or joined: open ones to rejoin, closed ones to look back at. */
export function YourRooms() {
  return (
    <section aria-labelledby="your-rooms-heading" className="rooms-card your-rooms">
      <h2 id="your-rooms-heading">Your rooms</h2>
      <Suspense fallback={LOADING}>
        <ApiProvider>
          <RoomList />
        </ApiProvider>
      </Suspense>
    </section>
  );
}

/** Server data, so React Query holds it (roomHistory.mine). */
function RoomList() {
  const trpc = useTRPC();
  const { data, error, isPending } = useQuery(trpc.roomHistory.mine.queryOptions());
  if (isPending) return LOADING;
  if (error)
    return (
      <p className="form-error" role="alert">
        {errorSentence(error).sentence}
      </p>
    );
  const { rooms } = data;
  return rooms.length === 0 ? (
    <p className="hint">
      Rooms you open or join are listed here, so you can rejoin them or look back at what happened.
    </p>
  ) : (
    <ul className="your-rooms-list">
      {rooms.map((room) => (
        <li key={room.code} data-closed={room.closedAt ? 'true' : 'false'}>
          <Link to="/rooms/$code" params={{ code: room.code }}>
            {room.title ?? 'Untitled room'}
          </Link>
          <span className="your-rooms-status">{room.closedAt ? 'Closed: look back at it' : 'Open: rejoin'}</span>
          <span className="your-rooms-facts">
            {room.hosted ? (room.closedAt ? 'You hosted' : 'You host') : 'You joined'} ·{' '}
            {room.memberCount === 1 ? '1 person' : `${room.memberCount} people`} · opened{' '}
            <time dateTime={room.openedAt.toISOString()}>{formatDateTime(room.openedAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
