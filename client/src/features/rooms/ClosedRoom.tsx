import { Link } from '@tanstack/react-router';
import { Page } from '../../layout/Page';
import { selectSessionStatus, useSession } from '../../machines/actors';
import { RoomReview } from './RoomReview';

/** What everyone sees once the host has closed the room; the host and signed-in members can look back at it. */
export function ClosedRoom({ title, code }: { title: string | null; code: string }) {
  const status = useSession(selectSessionStatus);
  return (
    <Page screen="Practice Room" title={title ?? 'Practice room'}>
      <p className="callout" role="status">
        This room has closed. Thank you for practising together.
      </p>
      {status === 'authenticated' ? (
        <RoomReview code={code} />
      ) : status === 'unauthenticated' ? (
        <p className="hint">
          The room’s history stays for its host and the members who were signed in:{' '}
          <Link to="/account/log-in" search={{ callbackUrl: `/rooms/${code}` }}>
            log in
          </Link>{' '}
          to look back at it. Guests cannot: a guest’s name and link are erased when the room closes.
        </p>
      ) : null}
      <p>
        <Link to="/rooms">Go to Practice Rooms</Link>
      </p>
    </Page>
  );
}
