/** The metronome, for any page or panel that shows it (the tone panel, Daily Practice). */
export { MetronomePanel } from './MetronomePanel';
export { TempoControl } from './TempoControl';
export { metronomeActor, useMetronome } from './metronomeActor';
