import type { RoomPattern } from '#events/roomEvents';
import { neckView, positionIndex, type NeckView } from '../rooms/patternView';
import type { PatternRef } from '../patterns/patternRef';
import type { Tuning } from '../../theory';

/**
 * What a routine item's pattern looks like on the neck, drawn by the rooms' pattern view
 * (one pattern-to-notes code for the app): the link's words turned into the room's, a
 * position by its shape id into its index, an older link's voicing place (from 1) into the
 * room's (from 0).
 */
export function itemNeck(ref: PatternRef, tuning: Tuning): NeckView {
  // A room's pattern always has a type; a root's is not read.
  const pattern: RoomPattern = { kind: ref.kind, root: ref.root, type: ref.type || 'note' };
  if (ref.shape) pattern.shape = ref.shape;
  else if (ref.voicing !== undefined) pattern.voicing = ref.voicing - 1;
  const position = ref.position === undefined ? undefined : positionIndex(pattern, ref.position, tuning);
  if (position !== undefined) pattern.position = position;
  return neckView(pattern, tuning);
}
