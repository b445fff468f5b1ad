/**
 * A chord shape as chord books write it and links carry it (`?shape=x35553`, a room's
 * `PatternShown`): six frets from the lowest string, `x` for a muted one, frets over 9 in
 * brackets (`8(10)(10)988`). Here only its form, for input checks; client/src/theory/shapeText.ts reads it.
 */
export const SHAPE_PATTERN = /^(?:x|\d|\(\d{2}\)){6}$/;
