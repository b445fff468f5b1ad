/**
 * The device's own progress events, kept in IndexedDB while nobody is signed in: the
 * same `{ eventId, type, schema, data, occurredAt }` the server stores, in the order they
 * happened, so the shared fold in events/ gives the same state on both sides. Where
 * IndexedDB cannot be opened (private browsing in some browsers, storage blocked), the
 * log lives in memory for this visit and says so (`persistent: false`).
 */

import type { DecidedEvent } from '#events/progressDecide';

/** One event as the device keeps it, and as `progress.upload` takes it. */
export interface LocalEventRecord {
  eventId: string;
  type: string;
  schema: number;
  data: unknown;
  occurredAt: string;
}

/** A decided event as the device keeps it and the server takes it. */
export const toLocalRecord = (event: DecidedEvent): LocalEventRecord => ({
  eventId: event.eventId,
  type: event.type,
  schema: event.schema,
  data: event.data,
  occurredAt: event.metadata.occurredAt,
});

export interface LocalLog {
  /** False when the events are kept only until the tab closes. */
  readonly persistent: boolean;
  /** Every event, oldest first. */
  readAll(): Promise<LocalEventRecord[]>;
  append(records: readonly LocalEventRecord[]): Promise<void>;
  /** Drops these events (uploaded ones); ids it does not hold are ignored. */
  remove(eventIds: readonly string[]): Promise<void>;
  clear(): Promise<void>;
}

export const LOCAL_LOG_DATABASE = 'fretboard-progress';
const STORE = 'events';
const BY_EVENT_ID = 'eventId';

/** A log in memory: the fallback, and a stand-in for tests. */
export function memoryLog(persistent = false): LocalLog {
  let records: LocalEventRecord[] = [];
  return {
    persistent,
    readAll: async () => records.map((record) => structuredClone(record)),
    append: async (more) => {
      records = [...records, ...more.map((record) => structuredClone(record))];
    },
    remove: async (eventIds) => {
      const gone = new Set(eventIds);
      records = records.filter((record) => !gone.has(record.eventId));
    },
    clear: async () => {
      records = [];
    },
  };
}

const requestResult = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const transactionDone = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction was aborted'));
  });

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(LOCAL_LOG_DATABASE, 1);
    request.onupgradeneeded = () => {
      // Keyed by insertion order, so reading back gives the events as they happened.
      const store = request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      store.createIndex(BY_EVENT_ID, 'eventId', { unique: true });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab with a newer version asks to upgrade: let it, rather than block it.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
}

const withoutSeq = ({
  eventId,
  type,
  schema,
  data,
  occurredAt,
}: LocalEventRecord & { seq?: number }): LocalEventRecord => ({
  eventId,
  type,
  schema,
  data,
  occurredAt,
});

function indexedDbLog(db: IDBDatabase): LocalLog {
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T> | T): Promise<T> => {
    const transaction = db.transaction(STORE, mode);
    const done = transactionDone(transaction);
    const result = await work(transaction.objectStore(STORE));
    await done;
    return result;
  };
  return {
    persistent: true,
    readAll: () =>
      run('readonly', (store) => requestResult(store.getAll() as IDBRequest<LocalEventRecord[]>)).then((rows) =>
        rows.map(withoutSeq),
      ),
    append: (records) =>
      run('readwrite', (store) => {
        for (const record of records) store.add(withoutSeq(record));
      }),
    remove: (eventIds) =>
      run('readwrite', (store) => {
        const index = store.index(BY_EVENT_ID);
        // Callbacks, not awaits: the deletes must be queued while the transaction is active.
        for (const id of eventIds) {
          const found = index.getKey(id);
          found.onsuccess = () => {
            if (found.result !== undefined) store.delete(found.result);
          };
        }
      }),
    clear: () =>
      run('readwrite', (store) => {
        store.clear();
      }),
  };
}

/**
 * The device's log: IndexedDB when it opens, else memory (`persistent: false`). Never
 * rejects: a missing or refusing IndexedDB is a fact about this browser, not an error.
 */
export async function openLocalLog(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<LocalLog> {
  if (!factory) return memoryLog();
  try {
    return indexedDbLog(await openDatabase(factory));
  } catch (error) {
    console.warn('[progress] IndexedDB is not available; keeping progress in memory for this visit', error);
    return memoryLog();
  }
}
