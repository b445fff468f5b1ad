/**
 * The progress panel for screens on the first page's bundle (songs, lessons): the real
 * one loads on first use, with zod and the store; until then the toggles show, disabled.
 */
import { lazy, Suspense } from 'react';
import type { ProgressItem } from '#events/progressEvents';
import { TogglesPlaceholder } from './ToggleButton';

const Panel = lazy(() => import('./index').then((progress) => ({ default: progress.ProgressPanel })));

export function LazyProgressPanel({ item }: { item: ProgressItem }) {
  return (
    <Suspense fallback={<TogglesPlaceholder />}>
      <Panel item={item} />
    </Suspense>
  );
}
