import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  TRPCError,
  transformTRPCResponse,
  type AnyTRPCRouter,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { TRPCResponse } from '@trpc/server/rpc';

import { RETRY_AFTER_SECONDS } from '../db/unavailable';

type ProcedureType = 'query' | 'mutation' | 'subscription';

/** More calls than this in one request are refused: a batch is for a page's few queries. */
export const MAX_BATCH_SIZE = 50;

export interface HttpHandlerOptions<TContext> {
  router: AnyTRPCRouter;
  /** The same factory the WebSocket handler uses: it reads only the request headers. */
  createContext: (opts: { req: { headers: FastifyRequest['headers']; ip?: string } }) => TContext | Promise<TContext>;
  onError?: (info: { error: TRPCError; path: string | undefined; type: ProcedureType | 'unknown' }) => void;
}

/**
 * tRPC's HTTP protocol (spec section 7) served straight from Fastify: queries by GET
 * with a JSON `input` parameter, mutations by POST with a JSON body, `batch=1` for
 * several calls in one request, subscriptions refused (they travel over the WebSocket).
 *
 * Why not tRPC's own Fastify adapter: it turns every request into a Fetch `Request` and
 * the answer into a streamed `Response` with per-request abort signals, which on Node 20
 * cost about 100 µs a call and held a trivial query to 15-17% of a raw Fastify route
 * (bench/RESULTS.md). This handler keeps tRPC's own pieces (procedure calls, error
 * shapes, the transformer, status codes) and drops only that conversion, so the wire
 * format is exactly what `httpBatchLink` expects.
 */
export function createHttpHandler<TContext>({ router, createContext, onError }: HttpHandlerOptions<TContext>) {
  const config = router._def._config;
  const procedures = router._def.procedures as Record<string, { _def: { type: ProcedureType } } | undefined>;

  return async function handleTrpcHttp(request: FastifyRequest<{ Params: { path: string } }>, reply: FastifyReply) {
    const query = request.query as Record<string, string | undefined>;
    const isBatch = query.batch === '1';
    const paths = isBatch ? request.params.path.split(',') : [request.params.path];
    const method = request.method;
    let ctx: TContext | undefined;

    const fail = (
      cause: unknown,
      path: string | undefined,
      type: ProcedureType | 'unknown',
      input: unknown,
    ): TRPCResponse => {
      const error = getTRPCErrorFromUnknown(cause);
      onError?.({ error, path, type });
      return { error: getTRPCErrorShape({ config, error, type, path, input, ctx }) };
    };

    let inputs: unknown[];
    try {
      if (paths.length > MAX_BATCH_SIZE) {
        throw new TRPCError({
          code: 'PAYLOAD_TOO_LARGE',
          message: `At most ${MAX_BATCH_SIZE} calls may travel in one request.`,
        });
      }
      inputs = readInputs(method, query.input, request.body, isBatch, paths.length);
      ctx = await createContext({ req: request });
    } catch (cause) {
      // One answer for the whole request: its calls were never made.
      const answer = fail(cause, undefined, 'unknown', undefined);
      return send(reply, false, [answer], config);
    }

    const responses = await Promise.all(
      paths.map(async (path, index): Promise<TRPCResponse> => {
        const procedure = procedures[path];
        const type = procedure?._def.type ?? 'unknown';
        const rawInput = inputs[index];
        try {
          if (!procedure) throw new TRPCError({ code: 'NOT_FOUND', message: `No procedure is named "${path}".` });
          if (type === 'subscription') {
            throw new TRPCError({
              code: 'METHOD_NOT_SUPPORTED',
              message: 'Subscriptions need the WebSocket connection, not plain HTTP.',
            });
          }
          const expected = type === 'query' ? 'GET' : 'POST';
          if (method !== expected) {
            throw new TRPCError({
              code: 'METHOD_NOT_SUPPORTED',
              message: `Unsupported ${method}-request to ${type} procedure at path "${path}"`,
            });
          }
          const input = rawInput === undefined ? undefined : config.transformer.input.deserialize(rawInput);
          const data: unknown = await callTRPCProcedure({
            router,
            path,
            type: type as ProcedureType,
            ctx,
            getRawInput: async () => input,
            signal: undefined,
            batchIndex: index,
          });
          return { result: { data } };
        } catch (cause) {
          return fail(cause, path, type, rawInput);
        }
      }),
    );
    return send(reply, isBatch, responses, config);
  };
}

function send(
  reply: FastifyReply,
  isBatch: boolean,
  responses: TRPCResponse[],
  config: AnyTRPCRouter['_def']['_config'],
) {
  const body = transformTRPCResponse(config, isBatch ? responses : responses[0]!);
  const status = getHTTPStatusCode(isBatch ? responses : responses[0]!);
  // The database is away for a moment (SERVER_RECONNECTING): say when to come back.
  if (responses.some((r) => 'error' in r && (r.error.data as { httpStatus?: number } | undefined)?.httpStatus === 503))
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.code(status).type('application/json').send(JSON.stringify(body));
}

/** The raw (still serialized) input of each call, from the query string or the body. */
function readInputs(
  method: string,
  queryInput: string | undefined,
  body: unknown,
  isBatch: boolean,
  count: number,
): unknown[] {
  let raw: unknown;
  try {
    if (method === 'GET') raw = queryInput === undefined ? undefined : JSON.parse(queryInput);
    else raw = typeof body === 'string' && body.length > 0 ? JSON.parse(body) : undefined;
  } catch (cause) {
    throw new TRPCError({ code: 'PARSE_ERROR', message: 'The request input is not valid JSON.', cause });
  }
  if (!isBatch) return [raw];
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'A batched input must be an object keyed by call index.' });
  }
  const record = (raw ?? {}) as Record<string, unknown>;
  return Array.from({ length: count }, (_, index) => record[index]);
}
