import { Page } from '../layout/Page';

/** How to help: bug reports, code, translations, lessons and songs, funding. */
export function Contribute() {
  return (
    <Page
      screen="Contribute"
      lead="Fretboard is free and open source, and it gets better when people who use it help. Here is how you can."
    >
      <div className="prose">
        <section>
          <h2>Report a bug or suggest an idea</h2>
          <p>
            The most useful thing most people can do is tell us what went wrong. Use the{' '}
            <a href="/feedback">feedback page</a>, and include:
          </p>
          <ul>
            <li>what you did, step by step, and what you expected to happen;</li>
            <li>what happened instead, with the exact wording of any message you saw;</li>
            <li>
              your device and browser (for example &ldquo;iPhone 13, Safari&rdquo; or &ldquo;Windows laptop,
              Chrome&rdquo;);
            </li>
            <li>the page address, and the tuning or pattern you had chosen, if it matters.</li>
          </ul>
          <p>
            Before you write, the <a href="/troubleshooting">Troubleshooting</a> page may already have the answer.
          </p>
        </section>

        <section>
          <h2>Contribute code</h2>
          <p>The project is one repository. The top folders are:</p>
          <dl>
            <dt>
              <code>client/</code>
            </dt>
            <dd>
              The app you are using: React and TypeScript, built with Vite. Music theory, the SVG fretboard, sound,
              screens and features each have their own folder under <code>client/src/</code>.
            </dd>
            <dt>
              <code>server/</code>
            </dt>
            <dd>
              One Fastify process: sign-in, the typed API (tRPC), the event log, live practice rooms and the optional
              Stripe billing.
            </dd>
            <dt>
              <code>events/</code>
            </dt>
            <dd>
              The shared vocabulary: every event type, checked with zod, and the pure functions that turn a list of
              events into state. The same code runs in the browser and on the server.
            </dd>
            <dt>
              <code>migrations/</code>
            </dt>
            <dd>
              Numbered SQL files, applied in order and never edited once released. They are the only place the database
              schema is defined.
            </dd>
            <dt>
              <code>e2e/</code> and <code>bench/</code>
            </dt>
            <dd>Browser tests, and benchmarks that are run on demand.</dd>
          </dl>
          <p>
            The client may import from <code>events/</code> but never from <code>server/</code>, and the server never
            imports from <code>client/</code>.
          </p>

          <h3>Run it</h3>
          <p>You need Node.js 20.19 or newer. Nothing else: the database is built in.</p>
          <pre>
            <code>npm install &amp;&amp; npm start</code>
          </pre>
          <p>
            Then open <code>http://localhost:3000</code>. The data lives in <code>./data/</code>; delete that folder to
            start afresh.
          </p>

          <h3>Test it</h3>
          <pre>
            <code>npm test</code>
          </pre>
          <p>
            This runs three tiers in order: unit tests, integration tests against a real Postgres server and the
            embedded one, and browser tests that drive Chromium against the real server. The integration tests expect a
            Postgres server at <code>127.0.0.1:5432</code> (user <code>postgres</code>, trust authentication); the
            browser tests expect Chromium at <code>/usr/bin/chromium</code>. While you work,{' '}
            <code>npm run test:unit</code> is the quick loop, and <code>npm run typecheck</code> and{' '}
            <code>npm run lint</code> catch the rest.
          </p>

          <h3>How the code reads</h3>
          <ul>
            <li>
              Tests sit beside the code they test: <code>x.ts</code> and <code>x.test.ts</code>; tests that need
              Postgres are <code>x.int.test.ts</code>. A test&rsquo;s name says the behaviour, not the function.
            </li>
            <li>
              Events are named in the past tense, in PascalCase: <code>FavouriteAdded</code>, not{' '}
              <code>AddFavourite</code>. A stored event is never reshaped; a changed shape gets a new schema number and
              an upcaster.
            </li>
            <li>
              One concept per file, named after it. Functions that decide or reduce are pure: the time and ids come in
              as arguments.
            </li>
            <li>
              Every environment variable is read in one place, <code>server/src/config.ts</code>.
            </li>
            <li>Comments say why; names say what. British spelling in anything a user reads.</li>
          </ul>
          <p>
            Keep a change small and about one thing, and say in its description what it changes for someone using the
            app.
          </p>
        </section>

        <section>
          <h2>Translations</h2>
          <p>
            Fretboard is in English for now, and there is no translation system in it yet. If you would like to use it
            in your language, and perhaps translate it, say so on the <a href="/feedback">feedback page</a>: knowing
            which languages people want tells us what to prepare for. Note names are part of this too (B or H,
            Do-Re-Mi).
          </p>
        </section>

        <section>
          <h2>Lessons and songs</h2>
          <p>
            Good lessons come from people who teach. If you have a way of explaining the CAGED shapes, a first-week
            routine or a scale that finally clicked, suggest it on the <a href="/feedback">feedback page</a> or send it
            as a change to the code.
          </p>
          <ul>
            <li>Write it for one level of player, and say which.</li>
            <li>Keep each step to something a learner can try on the fretboard right away.</li>
            <li>
              Only send what you may share: your own words and arrangements, or music in the public domain. Please do
              not paste tabs or lyrics copied from elsewhere.
            </li>
          </ul>
        </section>

        <section>
          <h2>Funding</h2>
          <p>
            If an instance you use offers a subscription, paying for it supports whoever runs that instance. If you run
            your own copy, telling others about it helps too: more users means more bug reports, and more bug reports
            mean a better app.
          </p>
        </section>
      </div>
    </Page>
  );
}
