/**
 * Plain JSON as superjson sees it: what it would send as itself with no meta, so a caller
 * can skip superjson's walk (the answers of queries, the items of room feeds) and send
 * `{ json }` exactly as superjson would.
 */

const MAX_PLAIN_DEPTH = 64;

/**
 * Whether superjson would encode `value` as itself with no meta: only strings, finite
 * numbers other than -0, booleans, null, arrays without holes and plain objects, none of
 * them reached twice (superjson notes shared references) and no key superjson refuses.
 */
function walk(value: unknown, seen: Set<object>, depth: number): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (depth > MAX_PLAIN_DEPTH || seen.has(value)) return false;
      seen.add(value);
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!(i in value) || !walk(value[i], seen, depth + 1)) return false;
        return true;
      }
      if (Object.getPrototypeOf(value) !== Object.prototype) return false;
      for (const key in value) {
        if (key === '__proto__' || key === 'constructor' || key === 'prototype') return false;
        if (!Object.hasOwn(value, key)) return false;
        if (!walk((value as Record<string, unknown>)[key], seen, depth + 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

/** Whether superjson would encode `value` as itself, with no meta. */
export const isPlainJson = (value: unknown): boolean => walk(value, new Set(), 0);
