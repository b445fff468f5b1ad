import { AudioBlockedError } from './types';

/** Why sound did not start: the browser refused it, or the sound code did not download. */
export type SoundProblem = 'blocked' | 'failed';

export const soundProblemOf = (error: unknown): SoundProblem =>
  error instanceof AudioBlockedError ? 'blocked' : 'failed';
