import { Link } from '@tanstack/react-router';
import { Page } from '../../layout/Page';

/** What everyone sees once the host has closed the room. */
export function ClosedRoom({ title }: { title: string | null }) {
  return (
    <Page screen="Practice Room" title={title ?? 'Practice room'}>
      <p className="callout" role="status">
        This room has closed. Thank you for practising together.
      </p>
      <p>
        <Link to="/rooms">Go to Practice Rooms</Link>
      </p>
    </Page>
  );
}
