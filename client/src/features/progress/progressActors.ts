/**
 * The progress machine's actors: everything it does to the device's log, the server and
 * the preferences. Each takes `ProgressDeps` as input, so tests swap the I/O, not the
 * actors. A load stops between steps once the machine has moved on (its `signal`), so a
 * switch never lets the previous user's load touch the account or the preferences.
 */
import { fromCallback, fromPromise } from 'xstate';
import { parseProgressEvent } from '#events/parseProgressEvent';
import { decideChangePreferences } from '#events/progressDecide';
import type { PreferenceChanges } from '#events/progressEvents';
import { foldProgress } from '#events/progressState';
import { toLocalRecord, type LocalEventRecord, type LocalLog } from './localLog';
import type { PendingWrite } from './progressMachine';
import {
  MESSAGES,
  serverMessage,
  toEvolvable,
  UPLOAD_CHUNK,
  type AccountState,
  type ProgressDeps,
} from './progressDeps';

interface WithDeps {
  deps: ProgressDeps;
}

/** The device's log and whether it persists. */
export const loadDevice = fromPromise(
  async ({ input: { deps } }: { input: WithDeps }): Promise<{ persistent: boolean; records: LocalEventRecord[] }> => {
    const log = await deps.openLog();
    const records = await log.readAll().catch((e: unknown) => {
      console.warn('[progress] could not read this device’s progress', e);
      return [];
    });
    return { persistent: log.persistent, records };
  },
);

/** The account signed out: the device's log cleared and the preferences back to the defaults. */
export const clearDevice = fromPromise(
  async ({ input: { deps } }: { input: WithDeps }): Promise<{ persistent: boolean }> => {
    const log = await deps.openLog();
    await log.clear().catch((e: unknown) => console.warn('[progress] could not clear this device’s progress', e));
    deps.preferences.reset();
    return { persistent: log.persistent };
  },
);

/** Another tab changed the device's log: read it again. */
export const readDevice = fromPromise(async ({ input: { deps } }: { input: WithDeps }): Promise<LocalEventRecord[]> => {
  try {
    return await (await deps.openLog()).readAll();
  } catch (e) {
    console.warn('[progress] could not read this device’s progress again', e);
    throw e;
  }
});

/** The account read again (another device may have changed it). */
export const readAccount = fromPromise(async ({ input: { deps } }: { input: WithDeps }): Promise<AccountState> => {
  try {
    return await deps.remote.state();
  } catch (e) {
    console.warn('[progress] the account could not be read again', e);
    throw e;
  }
});

async function uploadDevice(deps: ProgressDeps, log: LocalLog, signal: AbortSignal): Promise<void> {
  const records = await log.readAll();
  // Preferences are merged separately (the account wins for what it has); the rest goes up as it is.
  const preferenceIds = records.filter((r) => r.type === 'PreferencesChanged').map((r) => r.eventId);
  // What this build cannot read would make the server refuse the whole chunk: it stays behind.
  const events = records.filter(
    (r) => r.type !== 'PreferencesChanged' && r.type !== 'UsernameSet' && parseProgressEvent(r).ok,
  );
  for (let i = 0; i < events.length && !signal.aborted; i += UPLOAD_CHUNK) {
    const chunk = events.slice(i, i + UPLOAD_CHUNK);
    await deps.remote.upload(chunk);
    await log.remove(chunk.map((r) => r.eventId));
  }
  if (preferenceIds.length > 0) await log.remove(preferenceIds);
}

/**
 * Someone signed in: the device's events go up (what fails stays on the device and is
 * said), then the account is read; the device's preferences the account does not have
 * join it. Fails with the sentence to show when the account cannot be read.
 */
export const loadAccount = fromPromise(
  async ({
    input: { deps },
    signal,
  }: {
    input: WithDeps;
    signal: AbortSignal;
  }): Promise<{ account: AccountState; uploaded: boolean }> => {
    const log = await deps.openLog();
    const uploaded = await uploadDevice(deps, log, signal).then(
      () => true,
      (e: unknown) => {
        console.warn('[progress] the upload of this device’s progress failed', e);
        return false;
      },
    );
    if (signal.aborted) throw new Error('switched');
    let account: AccountState;
    try {
      account = await deps.remote.state();
    } catch (e) {
      if (!signal.aborted) console.warn('[progress] the account’s progress could not be loaded', e);
      const message = serverMessage(e);
      throw new Error(message === MESSAGES.offline ? MESSAGES.accountLoad : message, { cause: e });
    }
    if (signal.aborted) throw new Error('switched');
    // The account wins for the preferences it has; the device's other choices join the account.
    const deviceOnly = Object.fromEntries(
      Object.entries(deps.preferences.changed()).filter(([name]) => !(name in account.preferences)),
    ) as PreferenceChanges;
    const [joining] = decideChangePreferences(account, deviceOnly, { eventId: deps.newId(), now: deps.now() });
    if (joining) {
      await deps.remote.send(joining).then(
        () => {
          const { practiceCount, ...state } = account;
          account = { ...foldProgress([toEvolvable(joining)], state), practiceCount };
        },
        (e: unknown) => console.warn('[progress] the device’s preferences could not be saved to the account', e),
      );
      if (signal.aborted) throw new Error('switched');
    }
    return { account, uploaded };
  },
);

/**
 * One change stored: on the device (and the other tabs told) or in the account. Says so
 * to the machine and to whoever asked for it (`settle`), with the sentence when it failed.
 */
export const writeChange = fromCallback<
  { type: 'WRITTEN' },
  {
    deps: ProgressDeps;
    announce: () => void;
    where: 'device' | 'account';
    write: PendingWrite;
    settle: (failure: string | null) => void;
  }
>(({ input: { deps, announce, where, write, settle }, sendBack }) => {
  void (async () => {
    let failure: string | null = null;
    try {
      if (where === 'device') {
        await (await deps.openLog()).append(write.events.map(toLocalRecord));
        announce();
      } else for (const event of write.events) await deps.remote.send(event);
    } catch (e) {
      console.warn('[progress] a change was not saved', e);
      failure = where === 'device' ? MESSAGES.deviceWrite : serverMessage(e);
    }
    // The machine first (stopped after a switch, it ignores this), so the caller sees the result shown.
    sendBack({ type: 'WRITTEN', id: write.id, failure } as { type: 'WRITTEN' });
    settle(failure);
  })();
});
