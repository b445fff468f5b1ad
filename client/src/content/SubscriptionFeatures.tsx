import { Page } from '../layout/Page';

/** What is free, what the optional subscription adds, and how to cancel it. */
export function SubscriptionFeatures() {
  return (
    <Page
      screen="Subscription features"
      lead="Everything you use to learn guitar in Fretboard is free. The optional subscription adds one thing: your progress in the cloud, on every device."
    >
      <div className="prose">
        <section>
          <h2>Free for everyone</h2>
          <ul>
            <li>
              The whole fretboard: chords, scales, arpeggios and root notes, in every tuning, with sound and the
              metronome
            </li>
            <li>The chord finder</li>
            <li>Daily practice</li>
            <li>Lessons and songs</li>
            <li>Live practice rooms, for teachers and students</li>
            <li>Favourites, learned items and practice history, saved on your device, with or without an account</li>
          </ul>
        </section>

        <section>
          <h2>What the subscription adds</h2>
          <ul>
            <li>
              <strong>Cloud storage</strong> of your progress, preferences and favourites, kept safe in your account
              rather than only in one browser.
            </li>
            <li>
              <strong>Sync across devices</strong>: practise on your phone, pick up on your laptop, and see the same
              favourites, learned items and practice history on both.
            </li>
          </ul>
          <p>When you subscribe, what you already saved on this device is uploaded to your account.</p>
        </section>

        <section>
          <h2>Price and cancelling</h2>
          <ul>
            <li>
              The subscription is monthly. Its price is set by the operator of this instance and shown to you before you
              pay.
            </li>
            <li>Payment is handled by Stripe; this instance never sees your card details.</li>
            <li>
              Cancel anytime, in a couple of clicks, through the Stripe customer portal. There is no need to write to
              anyone.
            </li>
            <li>
              If you cancel, Fretboard keeps working and your progress is kept on the device you are using; only the
              cloud storage and sync stop.
            </li>
          </ul>
          <p>
            <a href="/account/subscription">Manage your subscription</a>
          </p>
        </section>

        <section>
          <h2>On an instance without payments</h2>
          <p className="callout">
            Fretboard can be run by anyone. Where the operator of an instance has not set up Stripe, as on most
            self-hosted copies, there is no subscription at all: every signed-in user gets cloud storage and sync for
            free.
          </p>
        </section>
      </div>
    </Page>
  );
}
