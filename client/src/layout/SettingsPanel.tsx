import { BACKGROUNDS, NOTE_DISPLAYS, TUNING_IDS, TUNING_LABELS, type Background, type NoteDisplay, type TuningId } from '../constants';
import { preferencesStore, usePreferences } from '../state';

const noteDisplayLabels: Record<NoteDisplay, string> = {
  NOTES: 'Note names',
  INTERVALS: 'Intervals',
  DEGREES: 'Scale degrees',
  NONE: 'Nothing (dots only)',
};

const backgroundLabels: Record<Background, string> = {
  none: 'White',
  cream: 'Cream',
  sage: 'Sage',
  sky: 'Sky',
  slate: 'Slate',
};

/** The savable preferences (spec section 3), kept on this device. */
export function SettingsPanel() {
  const preferences = usePreferences((p) => p);
  return (
    <form className="settings" onSubmit={(event) => event.preventDefault()}>
      <fieldset>
        <legend>Hand</legend>
        {(['RIGHT', 'LEFT'] as const).map((hand) => (
          <label key={hand}>
            <input
              type="radio"
              name="hand"
              checked={preferences.hand === hand}
              onChange={() => preferencesStore.send({ type: 'setHand', hand })}
            />
            {hand === 'RIGHT' ? 'Right-handed' : 'Left-handed (mirrored neck)'}
          </label>
        ))}
      </fieldset>
      <label>
        Tuning
        <select
          value={preferences.stringsTuning}
          onChange={(event) => preferencesStore.send({ type: 'setStringsTuning', tuning: event.target.value as TuningId })}
        >
          {TUNING_IDS.map((id) => (
            <option key={id} value={id}>
              {TUNING_LABELS[id]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Show on notes
        <select
          value={preferences.noteDisplay}
          onChange={(event) => preferencesStore.send({ type: 'setNoteDisplay', display: event.target.value as NoteDisplay })}
        >
          {NOTE_DISPLAYS.map((display) => (
            <option key={display} value={display}>
              {noteDisplayLabels[display]}
            </option>
          ))}
        </select>
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={preferences.showColoredNotes}
          onChange={(event) => preferencesStore.send({ type: 'setShowColoredNotes', show: event.target.checked })}
        />
        Colour each note
      </label>
      <label>
        Background
        <select
          value={preferences.background}
          onChange={(event) => preferencesStore.send({ type: 'setBackground', background: event.target.value as Background })}
        >
          {BACKGROUNDS.map((background) => (
            <option key={background} value={background}>
              {backgroundLabels[background]}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">Settings are saved on this device.</p>
    </form>
  );
}
