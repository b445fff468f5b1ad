import { Page } from '../../layout/Page';

/**
 * What a member sees when the server speaks a newer room protocol than this page (the app
 * was updated while the page stayed open): the room cannot be followed until a reload,
 * which the member starts, never the page on its own (they may be mid-sentence).
 */
export function OutdatedRoom({
  title,
  reload = () => window.location.reload(),
}: {
  title: string;
  reload?: () => void;
}) {
  return (
    <Page screen="Practice Room" title={title}>
      <div className="callout" role="alert">
        <p>Fretboard has been updated since this page opened. Reload the page to join the room again.</p>
        <button type="button" className="button" onClick={reload}>
          Reload the page
        </button>
      </div>
    </Page>
  );
}
