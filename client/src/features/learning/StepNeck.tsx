import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import type { StepNeck as StepNeckState } from '../../content/lessons/format';
import { ChordDiagram, Fretboard } from '../../fretboard';
import { useNarrowScreen } from '../../layout/useNarrowScreen';
import { DEFAULT_TUNING } from '../../theory/tunings';
import { useNeckSettings } from '../neck/useNeckSettings';
import { TonePanel, useNeckSound } from '../tone';
import type { PatternLink } from '../rooms/historyText';
import { stepView } from './stepView';

const PAGE_NAMES = {
  '/chords/$root/$type': 'Open on the chord page',
  '/scales/$root/$type': 'Open on the scale page',
  '/arpeggios/$root/$type': 'Open on the arpeggio page',
  '/roots/$root': 'Open on the note’s page',
} as const;

/**
 * A step's fretboard, live: the pattern and marked notes in the step's tuning and note
 * display (the learner's saved preferences are left as they are; hand, string order and
 * colours stay theirs), a chord box beside a chord, the tone panel that plays it, and the
 * pattern's own page.
 */
export function StepNeck({ neck }: { neck: StepNeckState }) {
  const settings = useNeckSettings(neck.tuning ?? DEFAULT_TUNING);
  const narrow = useNarrowScreen();
  const sound = useNeckSound(settings.tuning);
  const view = useMemo(() => stepView(neck, settings.tuning, narrow), [neck, settings.tuning, narrow]);
  return (
    <div className="lesson-neck">
      <h3 className="lesson-neck-title">
        {view.title}
        {settings.tuning.id !== DEFAULT_TUNING ? (
          <span className="lesson-meta"> · {settings.tuning.name} tuning</span>
        ) : null}
      </h3>
      <div className="lesson-neck-row">
        <Fretboard
          {...settings}
          {...sound}
          noteDisplay={neck.noteDisplay ?? settings.noteDisplay}
          notes={view.notes}
          mutedStrings={view.mutedStrings}
          selected={view.marked}
          fromFret={view.fromFret}
          toFret={view.toFret}
          label={`${view.title}, on the fretboard`}
        />
        {view.voicing ? (
          <ChordDiagram
            className="lesson-chord-box"
            voicing={view.voicing}
            name={view.chordName ?? view.title}
            hand={settings.hand}
          />
        ) : null}
      </div>
      <TonePanel tuning={settings.tuning} notes={view.play.notes} kind={view.play.kind} />
      {view.link ? (
        <p>
          <PatternPageLink link={view.link} />
        </p>
      ) : null}
    </div>
  );
}

/** The pattern's own page, in the step's tuning (the route types need each kind of link spelled out). */
function PatternPageLink({ link }: { link: PatternLink }) {
  const text = PAGE_NAMES[link.to];
  switch (link.to) {
    case '/chords/$root/$type':
      return (
        <Link to={link.to} params={link.params} search={link.search}>
          {text}
        </Link>
      );
    case '/scales/$root/$type':
    case '/arpeggios/$root/$type':
      return (
        <Link to={link.to} params={link.params} search={link.search}>
          {text}
        </Link>
      );
    case '/roots/$root':
      return (
        <Link to={link.to} params={link.params} search={link.search}>
          {text}
        </Link>
      );
  }
}
