/**
 * Request and answer between the rooms bench and its child processes (the server, the
 * clients) over Node's IPC channel, so the load generator and the server never share an
 * event loop. A child `serve`s named handlers; the parent `startChild`s it and `call`s them.
 */
import { fork, type ChildProcess } from 'node:child_process';

type Handlers = Record<string, (args: never) => Promise<unknown>>;
interface Request {
  id: number;
  method: string;
  args: unknown;
}
type Answer = { id: number; result: unknown } | { id: number; error: string };

export interface Child {
  call<T>(method: string, args?: unknown): Promise<T>;
  stop(): Promise<void>;
}

/** Forks `file` under tsx and resolves once it says it is ready. */
export async function startChild(file: string, env: Record<string, string> = {}): Promise<Child> {
  // ROOMS_BENCH_NODE_ARGS: extra Node flags for the children, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const extra = process.env.ROOMS_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = fork(file, [], {
    execArgv: ['--import', 'tsx', ...extra],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let exited = false;
  child.on('message', (message: Answer | 'ready') => {
    if (message === 'ready') return;
    const entry = waiting.get(message.id);
    waiting.delete(message.id);
    if ('error' in message) entry?.reject(new Error(message.error));
    else entry?.resolve(message.result);
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message) =>
      message === 'ready' ? resolve() : reject(new Error(`${file}: unexpected first message`)),
    );
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
  });
  child.once('exit', (code) => {
    exited = true;
    for (const entry of waiting.values()) entry.reject(new Error(`${file} exited with ${code}`));
    waiting.clear();
  });
  let next = 1;
  return {
    call<T>(method: string, args?: unknown) {
      const id = next++;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
        child.send({ id, method, args } satisfies Request);
      });
    },
    stop() {
      if (exited) return Promise.resolve();
      return new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

/** In the child: answers the parent's calls, then says it is ready. */
export function serve(handlers: Handlers): void {
  process.on('message', (request: Request) => {
    const handler = handlers[request.method];
    const answer = handler ? handler(request.args as never) : Promise.reject(new Error(`no handler ${request.method}`));
    answer.then(
      (result) => process.send!({ id: request.id, result } satisfies Answer),
      (error: unknown) =>
        process.send!({
          id: request.id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies Answer),
    );
  });
  process.send!('ready');
}

/** The monotonic clock, in ms: the same for every process on the machine (CLOCK_MONOTONIC). */
export const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
