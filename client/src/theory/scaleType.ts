import { ScaleType } from 'tonal';

/** A scale type from tonal's dictionary ("minor pentatonic": its intervals, aliases...). */
export type ScaleTypeInfo = ReturnType<typeof ScaleType.get>;

/** How a scale type name reads in a link: "minor pentatonic" -> "minor-pentatonic". */
export function scaleTypeSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

let bySlug: Map<string, ScaleTypeInfo> | null = null;

function slugIndex(): Map<string, ScaleTypeInfo> {
  if (!bySlug) {
    bySlug = new Map();
    for (const type of ScaleType.all()) {
      for (const name of [type.name, ...type.aliases]) bySlug.set(scaleTypeSlug(name), type);
    }
  }
  return bySlug;
}

/**
 * tonal's scale type for a name, an alias or a slug ("minor pentatonic", "aeolian",
 * "Minor-Pentatonic"), or null when tonal does not know it. Never throws.
 */
export function resolveScaleType(nameOrSlug: string): ScaleTypeInfo | null {
  if (typeof nameOrSlug !== 'string' || nameOrSlug.trim() === '') return null;
  const direct = ScaleType.get(nameOrSlug.trim());
  if (!direct.empty) return direct;
  // Slugs are matched whole, so names that contain a hyphen ("in-sen",
  // "half-whole diminished") still resolve from their slug.
  return slugIndex().get(scaleTypeSlug(nameOrSlug)) ?? null;
}

/**
 * Scale types a learner meets first, most common first, in tiers. Used to rank "which
 * scales contain these notes"; every other tonal scale type ranks after these.
 */
export const COMMON_SCALE_TYPES: readonly (readonly string[])[] = [
  ['major', 'minor', 'major pentatonic', 'minor pentatonic'],
  ['minor blues', 'major blues', 'dorian', 'mixolydian', 'harmonic minor', 'melodic minor'],
  [
    'lydian',
    'phrygian',
    'locrian',
    'phrygian dominant',
    'lydian dominant',
    'altered',
    'whole tone',
    'diminished',
    'half-whole diminished',
  ],
];

/** 0 for the most common scale types, 1 and 2 for the next tiers, 3 for the rest. */
export function scaleTypeTier(name: string): number {
  const tier = COMMON_SCALE_TYPES.findIndex((names) => names.includes(name));
  return tier === -1 ? COMMON_SCALE_TYPES.length : tier;
}

/** Position of a scale type in the common list (for a stable order within a tier). */
export function scaleTypeOrder(name: string): number {
  const index = COMMON_SCALE_TYPES.flat().indexOf(name);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}
