import { Link } from '@tanstack/react-router';
import { Page } from '../layout/Page';

/** The 404 screen: the server answers such paths with status 404 as well. */
export function NotFoundScreen() {
  return (
    <Page
      screen="404"
      title="Page not found"
      lead="There is no page at this address. It may have moved, or the link may be mistyped."
    >
      <ul className="link-list">
        <li>
          <Link to="/">Go to the fretboard</Link>
        </li>
        <li>
          <Link to="/chords">Browse chords</Link> or <Link to="/scales">scales</Link>
        </li>
        <li>
          <Link to="/feedback">Tell us about a broken link</Link>
        </li>
      </ul>
    </Page>
  );
}
