/**
 * Appends to different streams made at about the same moment, committed together: while
 * `maxInFlight` statements are under way, new appends wait and then go as one `appendMany`
 * (one transaction, one WAL flush). An append made when nothing waits goes at once, so a
 * quiet instance adds no delay; a busy one (100 rooms, each changing 10 times a second)
 * commits a handful of rooms per statement instead of one (bench/rooms.bench.ts).
 * Two appends to one stream never share a statement: the second waits for the next.
 */
import type { EventStore, StreamAppend } from './index';
import type { AppendResult, NewEvent } from './types';

interface Waiting extends StreamAppend {
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

export interface AppendBatcherOptions {
  /** Statements under way at once (default 1). */
  maxInFlight?: number;
  /** Streams per statement at most (default 64). */
  maxBatch?: number;
}

export class AppendBatcher {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  private readonly maxInFlight: number;
  private readonly maxBatch: number;

  constructor(
    private readonly store: Pick<EventStore, 'append' | 'appendMany'>,
    options: AppendBatcherOptions = {},
  ) {
    this.maxInFlight = options.maxInFlight ?? 1;
    this.maxBatch = options.maxBatch ?? 64;
  }

  /** Like `EventStore.append` with a numeric expected version: the same result and errors. */
  append(streamId: string, expectedVersion: number, events: readonly NewEvent[]): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ streamId, expectedVersion, events, resolve, reject });
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.maxInFlight && this.waiting.length > 0) {
      const batch: Waiting[] = [];
      const later: Waiting[] = [];
      const streams = new Set<string>();
      for (const w of this.waiting) {
        if (batch.length < this.maxBatch && !streams.has(w.streamId)) {
          streams.add(w.streamId);
          batch.push(w);
        } else {
          later.push(w);
        }
      }
      this.waiting = later;
      this.inFlight++;
      void this.send(batch).finally(() => {
        this.inFlight--;
        this.flush();
      });
    }
  }

  private async send(batch: Waiting[]): Promise<void> {
    try {
      if (batch.length === 1) {
        const [only] = batch as [Waiting];
        only.resolve(await this.store.append(only.streamId, only.expectedVersion, only.events));
        return;
      }
      const outcomes = await this.store.appendMany(batch);
      outcomes.forEach((outcome, i) =>
        outcome.ok ? batch[i]!.resolve(outcome.result) : batch[i]!.reject(outcome.error),
      );
    } catch (error) {
      // Only the first settle of each counts: those answered before the failure keep their answer.
      batch.forEach((w) => w.reject(error));
    }
  }
}
