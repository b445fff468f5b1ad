/**
 * Calling the rooms procedures (server/src/rooms/README.md): who is asking (the room code
 * and, for a guest, their token), one event id per user action kept across retries, and
 * errors as sentences fit to show.
 */
import { TRPCClientError } from '@trpc/client';
import { loadApi } from '../../api/loadApi';
import type { ApiClient } from '../../api/trpc';

/** Which room and, for a guest, the token from joining. */
export interface RoomWho {
  code: string;
  guestToken?: string | undefined;
}

type Rooms = ApiClient['rooms'];
type CommandName =
  | 'showPattern'
  | 'changeTuning'
  | 'markNotes'
  | 'changeNoteDisplay'
  | 'changeTempo'
  | 'startMetronome'
  | 'stopMetronome'
  | 'raiseHand'
  | 'lowerHand'
  | 'postMessage'
  | 'handOverLead'
  | 'takeLead'
  | 'leave'
  | 'close';
type CommandFields<K extends CommandName> = Omit<Parameters<Rooms[K]['mutate']>[0], 'code' | 'guestToken' | 'eventId'>;

const BUSY_RETRIES = 3;

/** The server's sentence for a refusal, or a plain one for a lost connection. */
export function problemMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const code = (error.data as { code?: string } | undefined)?.code;
    if (code && code !== 'INTERNAL_SERVER_ERROR' && error.message) return error.message;
    if (!code) return 'The server could not be reached. Check your connection and try again.';
  }
  return 'Something went wrong on our side. Please try again.';
}

const isBusy = (error: unknown) =>
  error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'CONFLICT';

const withWho = (who: RoomWho) =>
  who.guestToken ? { code: who.code, guestToken: who.guestToken } : { code: who.code };

/**
 * Sends one room command. A busy room (a concurrent change) is retried with the same
 * event id, so the command is recorded once. Rejects with an Error whose message is fit to show.
 */
export async function sendRoomCommand<K extends CommandName>(
  who: RoomWho,
  name: K,
  fields: CommandFields<K>,
): Promise<{ changed: boolean }> {
  const { api } = await loadApi();
  const input = { ...withWho(who), eventId: crypto.randomUUID(), ...fields };
  for (let attempt = 0; ; attempt++) {
    try {
      // The fields were checked against this procedure's input by `CommandFields<K>`.
      const commands = api.rooms as unknown as Record<
        CommandName,
        { mutate(input: unknown): Promise<{ changed: boolean }> }
      >;
      return await commands[name].mutate(input);
    } catch (error) {
      if (isBusy(error) && attempt < BUSY_RETRIES) continue;
      throw new Error(problemMessage(error), { cause: error });
    }
  }
}

export type RoomSignalInput = Parameters<Rooms['signal']['mutate']>[0]['signal'];

/** An ephemeral signal; a dropped one (over the rate, or a lost request) is not worth a message. */
export async function sendRoomSignal(who: RoomWho, signal: RoomSignalInput): Promise<void> {
  const { api } = await loadApi();
  await api.rooms.signal.mutate({ ...withWho(who), signal }).catch(() => undefined);
}
