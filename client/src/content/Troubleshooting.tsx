import { Page } from '../layout/Page';

/** Answers to the problems learners and self-hosters run into most. */
export function Troubleshooting() {
  return (
    <Page
      screen="Troubleshooting"
      lead="Something not working? Most problems have a quick fix. Start with the one that sounds like yours."
    >
      <div className="prose">
        <section>
          <h2>I hear no sound</h2>
          <ol>
            <li>
              <strong>Tap or click once on the page.</strong> Browsers only start sound after you have tapped or clicked
              something, so the first tap may be silent. After that, notes should play.
            </li>
            <li>
              <strong>On an iPhone or iPad, check the silent switch</strong> (or Silent Mode in Control Centre). When it
              is on, Safari plays no web sound at all, even with the volume up.
            </li>
            <li>
              <strong>Check the volume</strong> of the device, and that this browser tab is not muted.
            </li>
            <li>
              <strong>With Bluetooth headphones or speakers</strong>, sound can arrive a noticeable moment after you
              tap, which makes the metronome feel late. Wired headphones or the device&rsquo;s own speaker have much
              less delay.
            </li>
          </ol>
        </section>

        <section>
          <h2>The fretboard looks cramped on my phone</h2>
          <p>
            Turn your phone sideways. In landscape the whole neck has room, and the frets are wide enough to tap
            accurately. If it stays upright, check that rotation lock is off.
          </p>
        </section>

        <section>
          <h2>My sign-in link has not arrived</h2>
          <ul>
            <li>Look in your spam or junk folder, and search for &ldquo;Fretboard&rdquo;.</li>
            <li>Check that you typed your e-mail address correctly.</li>
            <li>
              A link works only for a limited time and only once. If it has expired, or you asked for several, request a
              new one and use the newest.
            </li>
            <li>Open the link in the same browser you want to be signed in on.</li>
          </ul>
          <p className="callout">
            Running your own instance? Without an SMTP server configured, no e-mail is sent: the sign-in link is written
            to the server&rsquo;s log. Copy it from there into your browser.
          </p>
        </section>

        <section>
          <h2>It says &ldquo;Deauthorised&rdquo;</h2>
          <p>
            Your session has ended: you signed out on another device or tab, the session was revoked, or it expired.
            Nothing is lost. <a href="/account/log-in">Sign in</a> again and carry on where you were.
          </p>
        </section>

        <section>
          <h2>My progress is not syncing between devices</h2>
          <ul>
            <li>
              Without an account, your favourites and progress stay on the device where you made them. Sign in on both
              devices with the same account: what you did before signing in is uploaded to your account when you sign
              in.
            </li>
            <li>
              On an instance that charges for cloud storage, syncing needs an active subscription. See{' '}
              <a href="/subscription-features">Subscription features</a>.
            </li>
          </ul>
        </section>

        <section>
          <h2>The live room keeps disconnecting</h2>
          <p>
            When the connection drops, Fretboard reconnects by itself and picks up exactly where the room is now,
            without missing or repeating anything, so you do not need to reload. If it happens often, move closer to
            your Wi-Fi router or switch between Wi-Fi and mobile data. If you cannot get back in at all, open the room
            link again.
          </p>
        </section>

        <section>
          <h2>Before you clear your browser data</h2>
          <p className="callout">
            If you use Fretboard without an account, your favourites, progress and settings live only in this browser.
            Clearing site data, cookies or browsing history for this site deletes them for good. To keep them, sign in
            first, with an account that has cloud storage.
          </p>
        </section>

        <section>
          <h2>Still stuck?</h2>
          <p>
            Tell us on the <a href="/feedback">feedback page</a>: what you did, what happened, and your device and
            browser. It helps us fix it for everyone.
          </p>
        </section>
      </div>
    </Page>
  );
}
