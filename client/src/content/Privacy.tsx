import { Page } from '../layout/Page';
import { LastUpdated } from './LastUpdated';

/** What is stored, where, for how long, and what you can do about it. */
export function Privacy() {
  return (
    <Page
      screen="Privacy"
      lead="Fretboard keeps only what it needs to remember your progress, and you can take it with you or delete it whenever you like."
    >
      <div className="prose">
        <LastUpdated />

        <p>
          This page is about the instance of Fretboard at the address you are visiting. It is run by the operator of
          this instance, who looks after the data stored on its server.
        </p>
        <p className="callout">
          The optional subscription arrives in a next release. This page already describes how it treats your data, so
          you can read it before it is switched on.
        </p>

        <section>
          <h2>Without an account: on your device</h2>
          <p>
            If you do not sign in, nothing about you is sent to the server to be kept. Your favourites, learned items
            and practice history are saved in this browser&rsquo;s storage (IndexedDB), and your preferences (left or
            right hand, tuning, how notes are shown) in its local storage. They stay on this device and in this browser
            only.
          </p>
          <p>
            Clearing this site&rsquo;s data in your browser deletes them, and so may private or incognito windows when
            they close.
          </p>
        </section>

        <section>
          <h2>With an account: in the cloud</h2>
          <p>When you sign in, this instance stores:</p>
          <ul>
            <li>your e-mail address, to sign you in and to tell you about your account;</li>
            <li>the username you choose;</li>
            <li>
              if you sign in with GitHub, Google or another provider, which provider and the account id it gives us (not
              your password, which we never see);
            </li>
            <li>your favourites, the items you have marked as learned, and your preferences;</li>
            <li>
              your practice history, and the results of the exercises, quiz rounds and One Minute Changes you finish.
            </li>
          </ul>
          <p>
            Fretboard keeps these as a history of events (&ldquo;added a favourite&rdquo;, &ldquo;finished a
            practice&rdquo;), each with the time it happened and the kind of device it came from, in the
            instance&rsquo;s Postgres database. That history is what lets you look back over your practice and sync
            between devices. When you first sign in, anything you did on this device before is uploaded to your account.
          </p>
          <p>
            If this instance charges for cloud storage and you have not subscribed, your progress stays on your device
            as described above, and the server keeps only your account itself: e-mail address, username and sign-in
            details.
          </p>
        </section>

        <section>
          <h2>Cookies</h2>
          <p>
            Fretboard sets only the cookies that signing in needs: a session cookie that keeps you signed in, and
            short-lived cookies that protect the sign-in itself. Sessions are kept on the server, so a session can be
            ended there, for example when you sign out. There are no advertising or tracking cookies.
          </p>
        </section>

        <section>
          <h2>Payments</h2>
          <p>
            If this instance offers a subscription, payment happens on Stripe&rsquo;s pages. Stripe handles your card
            details under its own privacy policy; this instance never sees them. It keeps only what it needs to know
            your subscription: a Stripe customer reference and whether the subscription is active.
          </p>
        </section>

        <section>
          <h2>Practice rooms</h2>
          <p>
            What happens on a room&rsquo;s shared fretboard (the pattern shown, the tuning, tempo, who joined and left,
            who has control) is saved so the room can be replayed later. These saved events name members by an id, not
            by name; the name shown is looked up when needed. Fleeting things, like where someone&rsquo;s pointer is or
            a note being played, are passed to the others in the room and not saved. Anyone in the room can see the
            display names of the others.
          </p>
        </section>

        <section>
          <h2>Analytics</h2>
          <p>
            Fretboard counts nothing about your visits by default. The operator of this instance can turn on a page-view
            analytics script of their choosing; only then is one loaded. If you want to know whether that is the case
            here, and which service it uses, ask through the <a href="/feedback">feedback page</a>.
          </p>
        </section>

        <section>
          <h2>No third-party fonts or CDNs</h2>
          <p>
            The app&rsquo;s fonts, code and images are all served by this instance. Loading a page does not contact
            Google Fonts, a content delivery network or any other company&rsquo;s server. Only the things described
            above reach outside: the sign-in provider you pick, Stripe when you pay, and analytics if the operator has
            turned it on.
          </p>
        </section>

        <section>
          <h2>Your rights</h2>
          <p>Whatever the law where you live, you can:</p>
          <ul>
            <li>
              <strong>see and take your data</strong>: download everything stored about you from your{' '}
              <a href="/account">account</a>;
            </li>
            <li>
              <strong>correct it</strong>: change your username at <a href="/account/username">Set Username</a>;
            </li>
            <li>
              <strong>delete it</strong>: <a href="/account/nuke">Delete account</a> removes your account, your e-mail
              address, your sign-in details, your favourites, learned items, preferences and practice history, all at
              once and for good. Rooms you took part in keep only an id that no longer leads to you;
            </li>
            <li>
              <strong>stop using the cloud</strong>: use Fretboard without signing in, and your data never leaves your
              device.
            </li>
          </ul>
          <p>
            Depending on where you live (for example under the UK or EU GDPR) you may have further rights, including the
            right to complain to your data protection authority.
          </p>
        </section>

        <section>
          <h2>Contact</h2>
          <p>
            For any question or request about your data, contact the operator of this instance through the{' '}
            <a href="/feedback">feedback page</a>.
          </p>
        </section>

        <section>
          <h2>Changes</h2>
          <p>
            If this page changes, the date at the top changes with it, and important changes are announced on{' '}
            <a href="/updates">What Is New</a>.
          </p>
        </section>
      </div>
    </Page>
  );
}
