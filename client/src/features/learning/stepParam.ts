/**
 * The `?step=` of a lesson link, 1-based, so a teacher can send "step 3". The route keeps
 * only a whole number from 1 (anything else is dropped); the lesson screen, which knows
 * how many steps there are, shows step 1 for a number past the last.
 */

/** The most steps a link may name; no lesson comes near it (validate.ts allows 24). */
const MAX_STEP_PARAM = 999;

/** `?step=` as the route keeps it: a whole number from 1 (as a number or digits), else undefined. */
export function parseStepParam(value: unknown): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 1 && number <= MAX_STEP_PARAM ? number : undefined;
}

/** The step to show, from 1, for a link's step in a lesson of `count` steps: missing or out of range is step 1. */
export function stepNumber(param: number | undefined, count: number): number {
  return param !== undefined && param >= 1 && param <= count ? param : 1;
}
