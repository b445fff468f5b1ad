import { Page } from '../../layout/Page';
import { ChangesSection } from '../one-minute-changes';
import { QuizRound } from './QuizRound';
import './quiz.css';

/** /quiz: quiz rounds with the learner's slow spots, and One Minute Changes. */
export function QuizScreen() {
  return (
    <Page
      screen="Quiz"
      lead="Test yourself: find and name the notes of the neck and the intervals between them, then time your chord changes."
    >
      <section aria-labelledby="quiz-round-title" className="quiz-section">
        <h2 id="quiz-round-title">Quiz round</h2>
        <QuizRound />
      </section>
      <section aria-labelledby="quiz-changes-title" className="quiz-section">
        <h2 id="quiz-changes-title">One Minute Changes</h2>
        <ChangesSection />
      </section>
    </Page>
  );
}
