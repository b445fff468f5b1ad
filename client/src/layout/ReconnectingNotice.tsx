import { useReconnecting } from '../api/reconnecting';

/**
 * Shown while a change waits for the server to answer again; the change is kept and sent
 * again by itself. The live region is always there (empty when all is well), so a screen
 * reader announces the sentence when it appears.
 */
export function ReconnectingNotice() {
  const reconnecting = useReconnecting();
  return (
    <p className="reconnecting-notice" role="status">
      {reconnecting ? 'Reconnecting to the server… Your change is kept and will be saved as soon as it answers.' : null}
    </p>
  );
}
