/**
 * The few checks the browser makes on data it reads back (localStorage, the page's
 * configuration, Auth.js answers). Written out rather than with zod, whose smallest
 * build still added about 5 kB to the first download for three small shapes
 * (bench/initialJs). Each returns the value when it fits, else undefined.
 */
export const oneOf = <const T extends string>(choices: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (choices as readonly string[]).includes(value) ? (value as T) : undefined;

export const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

export const text = (value: unknown, pattern?: RegExp, maxLength = 10_000): string | undefined =>
  typeof value === 'string' && value.length <= maxLength && (!pattern || pattern.test(value)) ? value : undefined;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
