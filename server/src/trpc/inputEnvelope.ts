/**
 * The one door every tRPC input (HTTP and WebSocket) comes through: a superjson envelope
 * `{ json, meta? }`, checked for shape before superjson reads it.
 *
 * superjson trusts its `meta`: a string where a tree belongs recurses until the stack
 * overflows (a 36-byte anonymous request cost the event loop milliseconds and answered
 * 500), unknown, class, symbol or custom type names and paths through `__proto__` or
 * `prototype` throw, and garbage `referentialEqualities` point nowhere. None of that is
 * the caller's data; all of it is a bad request. The check walks `meta` once, iteratively,
 * within fixed limits, so a refusal is cheap whatever is sent.
 */
import { TRPCError } from '@trpc/server';
import superjson from 'superjson';

/** The annotations our client can produce for an input (undefined, NaN/-0/Infinity, bigint, Date, Map, Set). */
const ALLOWED_TYPES = new Set(['undefined', 'number', 'bigint', 'Date', 'map', 'set']);
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_NODES = 10_000;
const MAX_DEPTH = 64;
const MAX_PATH_LENGTH = 1_000;

const refuse = (detail: string): never => {
  throw new TRPCError({ code: 'BAD_REQUEST', message: `The request's input could not be read: ${detail}.` });
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** superjson's path syntax: segments joined by '.', with '\.' and '\\' escaped; undefined when malformed. */
export function pathSegments(path: string): string[] | undefined {
  if (path.length > MAX_PATH_LENGTH) return undefined;
  const segments: string[] = [];
  let segment = '';
  for (let i = 0; i < path.length; i++) {
    const char = path[i]!;
    if (char === '\\') {
      const next = path[i + 1];
      if (next !== '\\' && next !== '.') return undefined;
      segment += next;
      i++;
    } else if (char === '.') {
      segments.push(segment);
      segment = '';
    } else segment += char;
  }
  segments.push(segment);
  return segments;
}

function checkPath(path: string): void {
  const segments = pathSegments(path);
  if (!segments) refuse('a malformed path in meta');
  if (segments!.some((s) => FORBIDDEN_SEGMENTS.has(s))) refuse('a path through a prototype in meta');
}

function checkAnnotation(annotation: unknown): void {
  if (typeof annotation !== 'string' || !ALLOWED_TYPES.has(annotation)) refuse('a type in meta that is not accepted');
}

/** meta.values: a tree `[annotation]` / `[annotation, { path: tree }]`, or at the root `{ path: tree }`. */
function checkValues(values: unknown): void {
  const stack: Array<{ node: unknown; depth: number; root: boolean }> = [{ node: values, depth: 0, root: true }];
  let nodes = 0;
  while (stack.length > 0) {
    const { node, depth, root } = stack.pop()!;
    if (++nodes > MAX_NODES) refuse('too many annotations in meta');
    if (depth > MAX_DEPTH) refuse('annotations nested too deeply in meta');
    let children: unknown;
    if (Array.isArray(node)) {
      if (node.length < 1 || node.length > 2) refuse('a malformed tree in meta');
      checkAnnotation(node[0]);
      children = node[1];
      if (children === undefined) continue;
    } else if (root && isRecord(node)) {
      children = node;
    } else refuse('a malformed tree in meta');
    if (!isRecord(children)) refuse('a malformed tree in meta');
    for (const [path, child] of Object.entries(children as Record<string, unknown>)) {
      checkPath(path);
      stack.push({ node: child, depth: depth + 1, root: false });
    }
  }
}

/** meta.referentialEqualities: `{ path: [paths] }`, `[[paths]]` or `[[paths], { path: [paths] }]`. */
function checkReferentialEqualities(equalities: unknown): void {
  const lists: unknown[] = [];
  if (Array.isArray(equalities)) {
    if (equalities.length < 1 || equalities.length > 2) refuse('malformed referential equalities in meta');
    lists.push(equalities[0]);
    if (equalities[1] !== undefined) {
      if (!isRecord(equalities[1])) refuse('malformed referential equalities in meta');
      for (const [path, list] of Object.entries(equalities[1] as Record<string, unknown>)) {
        checkPath(path);
        lists.push(list);
      }
    }
  } else if (isRecord(equalities)) {
    for (const [path, list] of Object.entries(equalities)) {
      checkPath(path);
      lists.push(list);
    }
  } else refuse('malformed referential equalities in meta');
  let paths = 0;
  for (const list of lists) {
    if (!Array.isArray(list)) refuse('malformed referential equalities in meta');
    for (const path of list as unknown[]) {
      if (++paths > MAX_NODES) refuse('too many referential equalities in meta');
      if (typeof path !== 'string') refuse('malformed referential equalities in meta');
      checkPath(path as string);
    }
  }
}

/** Checks an input envelope's shape, then lets superjson read it; anything wrong is a BAD_REQUEST. */
export function deserializeInput(envelope: unknown): unknown {
  if (envelope === undefined) return undefined; // a procedure called without input
  if (!isRecord(envelope)) refuse('send it as a superjson envelope { json, meta }');
  // `{ json: undefined }` travels as `{}`: a call without input.
  if (!('json' in (envelope as object))) {
    if (Object.keys(envelope as object).length === 0) return undefined;
    refuse('send it as a superjson envelope { json, meta }');
  }
  const { meta } = envelope as { json: unknown; meta?: unknown };
  if (meta !== undefined) {
    if (!isRecord(meta)) refuse('meta must be an object');
    const { values, referentialEqualities, v, ...rest } = meta as Record<string, unknown>;
    if (Object.keys(rest).length > 0) refuse('meta has unknown fields');
    if (v !== undefined && v !== 1) refuse('an unknown superjson version');
    if (values !== undefined) checkValues(values);
    if (referentialEqualities !== undefined) checkReferentialEqualities(referentialEqualities);
  }
  let input: unknown;
  try {
    input = superjson.deserialize(envelope as Parameters<typeof superjson.deserialize>[0]);
  } catch {
    // The paths were well formed but do not fit the json (a Map annotation on a string, say).
    return refuse('meta does not fit the json');
  }
  return wellFormedText(input);
}

/**
 * The one rule for text, for every field of every procedure (so no new field can forget
 * it): a NUL character is refused, naming the field (Postgres cannot store it, and no
 * title, message or name needs one); a lone surrogate, which a cut emoji leaves behind,
 * is replaced by U+FFFD, as a browser shows it. Fields with a format of their own (ids,
 * codes) then fail that format with their own sentence.
 */
const ANY_SURROGATE = /[\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function wellFormedText(input: unknown): unknown {
  const clean = (text: string, path: string): string => {
    if (text.includes('\0')) refuse(`${path || 'the input'} holds a NUL character`);
    // Most text holds no surrogate at all: look before building a new string.
    return ANY_SURROGATE.test(text) ? text.replace(LONE_SURROGATE, '\uFFFD') : text;
  };
  if (typeof input === 'string') return clean(input, '');
  const stack: Array<{ value: unknown; path: string }> = [{ value: input, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (typeof item === 'string') value[i] = clean(item, at(i));
        else stack.push({ value: item, path: at(i) });
      });
    } else if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype) {
      for (const [key, item] of Object.entries(value)) {
        clean(key, at(key));
        if (typeof item === 'string') value[key] = clean(item, at(key));
        else stack.push({ value: item, path: at(key) });
      }
    } else if (value instanceof Map || value instanceof Set) {
      for (const item of value.values()) if (typeof item === 'string') clean(item, path);
    }
  }
  return input;
}
