import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import { errorSentence } from '../../api/errorSentence';
import { loadApi } from '../../api/loadApi';
import type { AppRouter } from '../../api/trpc';
import { formatDateTime } from '../progress/format';

/** One of the rooms the server lists (server/src/rooms/history.ts), as it arrives. */
type RoomSummary = inferRouterOutputs<AppRouter>['roomHistory']['mine']['rooms'][number];

type Load = { step: 'loading' } | { step: 'problem'; message: string } | { step: 'ready'; rooms: RoomSummary[] };

/** The rooms a signed-in user opened or joined: open ones to rejoin, closed ones to look back at. */
export function YourRooms() {
  const [load, setLoad] = useState<Load>({ step: 'loading' });

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const { api } = await loadApi();
        const { rooms } = await api.roomHistory.mine.query();
        if (!cancelled) setLoad({ step: 'ready', rooms });
      } catch (error) {
        if (!cancelled) setLoad({ step: 'problem', message: errorSentence(error).sentence });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <section aria-labelledby="your-rooms-heading" className="rooms-card your-rooms">
      <h2 id="your-rooms-heading">Your rooms</h2>
      {load.step === 'loading' ? (
        <p role="status">Loading your rooms…</p>
      ) : load.step === 'problem' ? (
        <p className="form-error" role="alert">
          {load.message}
        </p>
      ) : load.rooms.length === 0 ? (
        <p className="hint">
          Rooms you open or join are listed here, so you can rejoin them or look back at what happened.
        </p>
      ) : (
        <ul className="your-rooms-list">
          {load.rooms.map((room) => (
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
      )}
    </section>
  );
}
