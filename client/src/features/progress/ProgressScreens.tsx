/** The screens of what a learner keeps: Favourites (/favourites) and the account's lists. */
import { Page } from '../../layout/Page';
import { FavouritesList, LearnedList, PracticeList } from './ProgressLists';
import { progressActions, useProgress } from './useProgress';

export function FavouritesScreen() {
  return (
    <Page
      screen="Favourites"
      lead="The chords, scales, voicings, songs and lessons you have saved, ready to open again."
    >
      <FavouritesList view={useProgress()} actions={progressActions} />
    </Page>
  );
}

export function FavouritesListScreen() {
  return (
    <Page screen="Favourites List" title="Your favourites" lead="Everything you have saved as a favourite.">
      <FavouritesList view={useProgress()} actions={progressActions} />
    </Page>
  );
}

export function LearnedListScreen() {
  return (
    <Page screen="Learned List" title="What you have learned" lead="Everything you have marked as learned.">
      <LearnedList view={useProgress()} actions={progressActions} />
    </Page>
  );
}

export function DailyPracticeListScreen() {
  return (
    <Page screen="Daily Practice List" title="Your practice log" lead="Every practice you have logged, newest first.">
      <PracticeList view={useProgress()} actions={progressActions} />
    </Page>
  );
}
