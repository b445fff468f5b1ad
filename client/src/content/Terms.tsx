import { Page } from '../layout/Page';
import { LastUpdated } from './LastUpdated';

/** Plain-language terms of use for an instance of the app. */
export function Terms() {
  return (
    <Page screen="Terms" lead="The terms for using this instance of Fretboard, in plain language.">
      <div className="prose">
        <LastUpdated />

        <section>
          <h2>Who these terms are between</h2>
          <p>
            Fretboard is free, open-source software that anyone may run on their own server. These terms are between you
            and the operator of this instance: the person or organisation that runs the copy of Fretboard at the address
            you are visiting.
          </p>
          <p className="callout">
            If you run your own instance, you are its operator. You are responsible for it: for the server, for keeping
            it secure and backed up, for the data your users trust you with, and for any subscription you charge through
            it. You may adapt these terms and the <a href="/privacy">Privacy</a> page to fit how you run it.
          </p>
        </section>

        <section>
          <h2>Using the app</h2>
          <p>
            You may use Fretboard to learn, practise and teach guitar, for yourself or with others, without an account
            and without paying. Please do not try to break the service, overload it, get into other people&rsquo;s
            accounts, or use it to break the law.
          </p>
          <p>
            The source code is open. Its licence, in the project&rsquo;s repository, is what governs copying and
            changing the code; these terms cover only your use of this instance.
          </p>
        </section>

        <section>
          <h2>Your account</h2>
          <ul>
            <li>
              An account is optional. You sign in with a link sent to your e-mail, or with a provider this instance
              offers (such as GitHub or Google).
            </li>
            <li>
              Keep access to your e-mail and sign-in provider safe: whoever controls them can sign in as you. If you
              think someone else has, sign out and tell the operator through the <a href="/feedback">feedback page</a>.
            </li>
            <li>
              Choose a username that does not pretend to be someone else and is not offensive. Other people in a
              practice room may see it.
            </li>
            <li>
              You can delete your account at any time from <a href="/account/nuke">Delete account</a>. This removes your
              progress, favourites, practice history and sign-in details, and cannot be undone.
            </li>
            <li>The operator may suspend an account that breaks these terms, and will tell you why where they can.</li>
          </ul>
        </section>

        <section>
          <h2>The optional subscription</h2>
          <p>
            Some instances offer a paid subscription. It adds one thing: keeping your progress, preferences and
            favourites in the cloud so they sync between your devices. Everything else is free. Instances that do not
            charge give every signed-in user cloud storage for free.
          </p>
          <ul>
            <li>
              The operator sets the price, which is shown to you before you pay. Payments are handled by Stripe; this
              instance never sees your card details.
            </li>
            <li>
              The subscription renews each month until you cancel. You can cancel anytime through the Stripe customer
              portal, reached from <a href="/account/subscription">your subscription page</a>; the portal shows when the
              cancellation takes effect.
            </li>
            <li>
              If the subscription ends, the app keeps working and your progress is kept on the device you are using.
            </li>
            <li>
              Refunds and any questions about a charge are for the operator of this instance: ask through the{' '}
              <a href="/feedback">feedback page</a>.
            </li>
          </ul>
        </section>

        <section>
          <h2>Live practice rooms</h2>
          <p>A practice room shares one fretboard between a teacher and students. Everyone in a room agrees to:</p>
          <ul>
            <li>treat the others with respect: no harassment, threats or hateful names;</li>
            <li>share the room link only with people meant to join;</li>
            <li>leave control of the fretboard to whoever the host gives it to, and not try to disrupt the room.</li>
          </ul>
          <p>
            What happens on the shared fretboard (the patterns shown, tempo, who joined and left) is saved so the room
            can be replayed later; see <a href="/privacy">Privacy</a>. Rooms are meant for learners of every age: if a
            room includes children, the adult who runs it is responsible for it.
          </p>
        </section>

        <section>
          <h2>Content</h2>
          <p>
            The lessons, songs and other material in the app are provided for learning. What you create (favourites,
            notes you pick, your practice history) stays yours; by saving it you let this instance store it and show it
            back to you. If you send in lessons or songs for the project, send only what you have the right to share.
          </p>
        </section>

        <section>
          <h2>No warranty</h2>
          <p>
            Fretboard is provided as it is, without any warranty. We work to make it correct and reliable, but it may
            have mistakes (a wrong note, a missing chord name) and an instance may be unavailable or lose data. Keep
            your own copy of anything that matters to you: you can download your data from your{' '}
            <a href="/account">account</a>. As far as the law allows, neither the operator of this instance nor the
            people who write Fretboard are liable for losses from using it. Nothing here takes away rights the law gives
            you that cannot be taken away.
          </p>
        </section>

        <section>
          <h2>Changes to these terms</h2>
          <p>
            These terms may change as the app does. The date at the top says when they last changed, and important
            changes are announced on <a href="/updates">What Is New</a>. If you keep using the app after a change, the
            new terms apply; if you do not agree, you can stop using it and delete your account.
          </p>
        </section>

        <section>
          <h2>Contact</h2>
          <p>
            Questions about these terms go to the operator of this instance through the{' '}
            <a href="/feedback">feedback page</a>.
          </p>
        </section>
      </div>
    </Page>
  );
}
