import { Page } from '../layout/Page';
import { changelog } from './changelog';
import { formatLongDate } from './formatDate';

/** The "What Is New" screen: the changelog, newest release first. */
export function Updates() {
  return (
    <Page screen="Updates" title="What Is New" lead="What changed in Fretboard, newest first.">
      <div className="prose">
        {changelog.map((entry, index) => (
          <section key={`${entry.date}-${entry.title}`} aria-labelledby={`update-${index}`}>
            <h2 id={`update-${index}`}>{entry.title}</h2>
            <p>
              <time dateTime={entry.date}>{formatLongDate(entry.date)}</time>
            </p>
            <ul>
              {entry.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
        <p>
          Found something that does not work as described here? Tell us on the <a href="/feedback">feedback page</a>.
        </p>
      </div>
    </Page>
  );
}
