import { Page } from '../layout/Page';

/** Installing Fretboard as an app on a device, and running your own instance. */
export function HowToInstall() {
  return (
    <Page
      screen="How to install"
      lead="Put Fretboard on your home screen like an app, or run your own copy on your own server."
    >
      <div className="prose">
        <section>
          <h2>On your phone, tablet or computer</h2>
          <p className="callout">
            Full app install, with Fretboard working offline, arrives in a later release. Until then the steps below add
            a home-screen icon that opens Fretboard in its own window or tab; it still needs an internet connection.
            Once app install is here, the same steps give you the full app, and where a browser offers
            &ldquo;Install&rdquo; rather than &ldquo;Add to Home screen&rdquo;, that is the one to choose.
          </p>

          <h3>Android (Chrome)</h3>
          <ol>
            <li>Open Fretboard in Chrome.</li>
            <li>Tap the menu (the three dots, top right).</li>
            <li>
              Tap <strong>Install app</strong> or <strong>Add to Home screen</strong>, then confirm.
            </li>
            <li>Fretboard appears on your home screen and in your app list.</li>
          </ol>

          <h3>iPhone and iPad (Safari)</h3>
          <ol>
            <li>Open Fretboard in Safari.</li>
            <li>
              Tap the <strong>Share</strong> button (the square with an arrow pointing up), at the bottom on iPhone or
              the top on iPad.
            </li>
            <li>
              Scroll down and tap <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
            </li>
          </ol>
          <p>
            If you hear nothing on an iPhone, check the silent switch on the side: see{' '}
            <a href="/troubleshooting">Troubleshooting</a>.
          </p>

          <h3>Desktop (Chrome or Edge)</h3>
          <ol>
            <li>Open Fretboard in Chrome or Microsoft Edge.</li>
            <li>
              Click the install icon at the right of the address bar (a screen with a downward arrow) and choose{' '}
              <strong>Install</strong>.
            </li>
            <li>
              If there is no icon yet, use the browser menu: in Chrome, <strong>Cast, save and share</strong> then{' '}
              <strong>Create shortcut</strong>; in Edge, <strong>Apps</strong>. Tick &ldquo;Open as window&rdquo; where
              it is offered.
            </li>
          </ol>
          <p>The install icon only appears once app install has arrived (see the note above).</p>
        </section>

        <section>
          <h2>Run your own instance</h2>
          <p>
            Fretboard is free and open source, so you can host it for yourself, a school or a group of friends. You need{' '}
            <strong>Node.js 20.19 or newer</strong>. Nothing else is required: a Postgres database is built in.
          </p>

          <h3>Quick start, with the built-in database</h3>
          <p>In a copy of the project&rsquo;s source code:</p>
          <pre>
            <code>npm install &amp;&amp; npm start</code>
          </pre>
          <p>
            Then open <code>http://localhost:3000</code>. The built-in database is an embedded Postgres that keeps its
            files in <code>./data/</code> in the project folder. To back it up, stop the app and copy that folder. Set{' '}
            <code>PORT</code> to listen on another port.
          </p>

          <h3>With your own Postgres server</h3>
          <p>Point Fretboard at a Postgres server, version 15 or newer:</p>
          <pre>
            <code>DATABASE_URL=postgres://user:password@host:5432/fretboard npm start</code>
          </pre>
          <p>
            The app brings the database schema up to date each time it starts; to do it on its own, for example before
            an upgrade, run <code>npm run migrate</code> with the same <code>DATABASE_URL</code>. With a Postgres server
            you can also run several copies of the app behind a load balancer, all sharing that one database.
          </p>

          <h3>With Docker</h3>
          <pre>
            <code>docker compose up</code>
          </pre>
          <p>This starts Postgres and the app together, set up as they would be in production.</p>

          <h3>Before you invite others</h3>
          <ul>
            <li>
              Sign-in (e-mail links, GitHub, Google and other OpenID Connect providers) and the optional Stripe
              subscription arrive in a later release, with their settings. A page-view analytics script stays off unless
              you set <code>ANALYTICS_SCRIPT_URL</code>.
            </li>
            <li>
              Every setting is an environment variable, checked when the server starts; the README lists them all.
            </li>
            <li>
              As the operator, you are responsible for your instance. Read the <a href="/terms">Terms</a> and{' '}
              <a href="/privacy">Privacy</a> pages and adapt them to how you run it.
            </li>
          </ul>
        </section>
      </div>
    </Page>
  );
}
