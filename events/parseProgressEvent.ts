/**
 * Reading a progress event back (from the store, from IndexedDB, from an upload): lift
 * an old `schema` to the current one with upcasters, then validate the data. Stored
 * events are never rewritten; a changed shape gets a new schema number and one upcaster
 * from the number before it.
 */
import type { z } from 'zod';
import {
  CURRENT_PROGRESS_SCHEMA,
  isProgressEventType,
  progressDataSchemas,
  type ProgressEvent,
} from './progressEvents';

/** Lifts the data of one event type from schema n to schema n + 1. Pure; may throw on junk. */
export type Upcaster = (data: unknown) => unknown;

/** Per event type, per schema number n: the upcaster from n to n + 1. */
export type UpcasterRegistry = Partial<Record<string, Readonly<Record<number, Upcaster>>>>;

/**
 * The upcasters of progress events. Empty: every progress event is still at schema 1.
 * When a shape changes, bump CURRENT_PROGRESS_SCHEMA (or that type's current number),
 * make the new schema in progressEvents.ts, and add here, e.g.
 *   FavouriteAdded: { 1: (data) => ({ ...data, addedFrom: 'unknown' }) }
 * so every schema-1 event stored anywhere still reads as the new shape.
 */
export const progressUpcasters: UpcasterRegistry = Object.freeze({});

/** What a stored or uploaded event offers: the envelope's type and schema, and its data. */
export interface RawEvent {
  type: string;
  schema: number;
  data: unknown;
}

export type ParseResult = { ok: true; event: ProgressEvent } | { ok: false; error: string };

const fail = (error: string): ParseResult => ({ ok: false, error });

/** One line per problem, each naming where it is: "data.item.ref: ref must start with '/'". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = ['data', ...issue.path.map(String)].join('.');
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * The event in its current shape, or a sentence saying why not. Never throws: a bad event
 * in a log is a value the caller can skip or report, not a crash.
 */
export function parseProgressEvent(raw: RawEvent, upcasters: UpcasterRegistry = progressUpcasters): ParseResult {
  if (raw === null || typeof raw !== 'object') return fail('event must be an object with type, schema and data');
  const { type, schema } = raw;
  if (typeof type !== 'string' || !isProgressEventType(type))
    return fail(`unknown progress event type ${JSON.stringify(type)}`);
  if (typeof schema !== 'number' || !Number.isInteger(schema) || schema < 0) {
    return fail(`${type}: schema must be a whole number, got ${JSON.stringify(schema)}`);
  }
  if (schema > CURRENT_PROGRESS_SCHEMA) {
    return fail(
      `${type}: schema ${schema} is newer than this app knows (${CURRENT_PROGRESS_SCHEMA}); reload to update`,
    );
  }

  let data = raw.data;
  for (let version = schema; version < CURRENT_PROGRESS_SCHEMA; version++) {
    const upcast = upcasters[type]?.[version];
    if (!upcast) return fail(`${type}: no upcaster from schema ${version} to ${version + 1}`);
    try {
      data = upcast(data);
    } catch (error) {
      return fail(
        `${type}: upcasting from schema ${version} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  const parsed = progressDataSchemas[type].safeParse(data);
  if (!parsed.success) return fail(`${type}: ${describeIssues(parsed.error)}`);
  return { ok: true, event: { type, schema: CURRENT_PROGRESS_SCHEMA, data: parsed.data } as ProgressEvent };
}
