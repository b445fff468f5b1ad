import { ArrivingSoon, Page } from '../layout/Page';

/** What Fretboard is, who it is for, and how it treats you and your data. */
export function About() {
  return (
    <Page
      screen="About"
      lead="Fretboard is an interactive guitar fretboard: a free, open-source app for learning where the notes, chords and scales live on the neck."
    >
      <div className="prose">
        <section>
          <h2>Who it is for</h2>
          <ul>
            <li>
              <strong>Learners</strong> who want to see a chord shape, a scale or an arpeggio on the neck, hear it, and
              practise it a little every day, on a phone or a computer.
            </li>
            <li>
              <strong>Teachers</strong> who want to show the same fretboard to their students at the same time, in the
              room or from far away.
            </li>
            <li>
              <strong>Anyone who runs their own server</strong> and would rather host the app for themselves, a school
              or a group of friends.
            </li>
          </ul>
        </section>

        <section>
          <h2>What it does</h2>
          <ul>
            <li>
              Shows chords, scales, arpeggios and root notes on a fretboard you can tap, in 16 tunings: Standard, Drop
              D, DADGAD, the open tunings and more. Left-handed players can flip the neck.
            </li>
            <li>Plays what it shows, with a metronome to practise against.</li>
            <li>Finds the name of a chord from the notes you pick.</li>
            <li>Gives you a short daily practice routine, each item on the neck, with a timer and a metronome.</li>
            <li>
              Teaches through lessons: ten categories, from the open strings to barre chords, the CAGED system and
              alternate tunings, every step a live fretboard.
            </li>
            <li>Quizzes you on the notes of the neck, intervals and chord shapes, and shows your slow spots.</li>
            <li>Times your chord changes with One Minute Changes.</li>
            <li>
              Keeps your favourites, the things you have learned, your practice and your results, on this device or in
              an account, so you can see how far you have come.
            </li>
            <li>
              Opens live practice rooms: a teacher shares a link, students join, and everyone sees the same fretboard
              and hears the same metronome.
            </li>
          </ul>
          <ArrivingSoon>
            songs to play along with, a history of your practice that a teacher can review with you, offline use and the
            optional subscription arrive in the next releases. The <a href="/updates">What Is New</a> page says what has
            landed so far.
          </ArrivingSoon>
        </section>

        <section>
          <h2>Free, and open source</h2>
          <p>
            Fretboard is free to use and its source code is open: you can read it, run your own copy and help improve
            it. See <a href="/contribute">Contribute</a> for how, and <a href="/how-to-install">How to install</a> to
            run it yourself.
          </p>
          <p>
            An instance of the app may offer an optional paid subscription. It pays for one thing only: keeping your
            progress, preferences and favourites in the cloud so they follow you between devices. Everything you use to
            learn stays free. <a href="/subscription-features">Subscription features</a> has the details.
          </p>
        </section>

        <section>
          <h2>No account needed</h2>
          <p>
            You can use Fretboard without signing up. Your favourites and progress are then kept in this browser, on
            this device. If you later sign in, what you did before comes with you into your account.
          </p>
        </section>

        <section>
          <h2>Your privacy</h2>
          <p>
            Fretboard keeps only what it needs to remember your progress. It has no adverts, loads no fonts or scripts
            from other companies&rsquo; servers, and counts no page views unless the operator of this instance has
            chosen to turn analytics on. You can download your data or delete your account, and everything with it, at
            any time. The <a href="/privacy">Privacy</a> page explains exactly what is stored and where.
          </p>
        </section>

        <section>
          <h2>Get in touch</h2>
          <p>
            Questions, ideas and bug reports are all welcome on the <a href="/feedback">feedback page</a>.
          </p>
        </section>
      </div>
    </Page>
  );
}
