/** The tone panel: Play/Stop and the sound's settings, with room for more sections (the metronome). */
export { TonePanel, type TonePanelProps } from './TonePanel';
export { useNeckSound, playPosition, patternNotes } from '../../audio/sound';
