/**
 * Who is asking, and how often: a share code and a principal (a session's user, or a
 * guest's token) resolved to the room and its member, with a short cache for the calls
 * that come many times a second (signals, a leader's changes), and the limits on join and
 * look-up attempts that keep codes from being guessed. Whether a member may act is never
 * decided here: that is the room's state (events/roomDecide.ts).
 */
import { createRateLimiter, type RateLimit, type RateLimiter } from '../auth/rateLimit';
import type { Queryable } from '../eventStore';
import { findMember, findRoomByCode, type MemberRecord, type Principal, type RoomRecord } from './roomRecords';
import { ok, refuse, type RoomOutcome } from './roomOutcome';
import { hashToken } from './secrets';

export interface JoinLimits {
  /** Join (and look-up) attempts per client address. */
  perClient: RateLimit;
  /** Attempts naming a code that leads nowhere, per client address: guessing. */
  failuresPerClient: RateLimit;
  /** Attempts per room code, from anywhere. */
  perCode: RateLimit;
}

export const defaultJoinLimits: JoinLimits = {
  // A class of 50 behind one school address joins within a minute (each a look-up and a
  // join, some twice after a reload): 300 a minute holds that, and still stops a flood.
  perClient: { max: 300, windowMs: 60_000 },
  failuresPerClient: { max: 20, windowMs: 10 * 60_000 },
  perCode: { max: 300, windowMs: 60_000 },
};

/** How long a resolved member is trusted for ephemeral signals, which arrive up to 30 times a second. */
const MEMBER_CACHE_MS = 5_000;

export class Membership {
  private readonly limiters: { perClient: RateLimiter; failuresPerClient: RateLimiter; perCode: RateLimiter };
  private readonly members = new Map<string, { found: { room: RoomRecord; member: MemberRecord }; until: number }>();

  constructor(
    private readonly sql: Queryable,
    private readonly now: () => number,
    limits: Partial<JoinLimits> = {},
  ) {
    const all = { ...defaultJoinLimits, ...limits };
    this.limiters = {
      perClient: createRateLimiter(all.perClient),
      failuresPerClient: createRateLimiter(all.failuresPerClient),
      perCode: createRateLimiter(all.perCode),
    };
  }

  /** Counts one attempt against the client address and the code; false when either is over its limit. */
  checkJoinLimits(clientKey: string, code: string): boolean {
    const now = this.now();
    return this.limiters.perClient.hit(clientKey, now).ok && this.limiters.perCode.hit(code, now).ok;
  }

  /** Finds the room of a code, counting a miss against the client (guessing is limited). */
  async findRoom(clientKey: string, code: string): Promise<RoomOutcome<RoomRecord>> {
    if (!this.checkJoinLimits(clientKey, code)) return refuse('RATE_LIMITED');
    const room = await findRoomByCode(this.sql, code);
    if (room) return ok(room);
    if (!this.limiters.failuresPerClient.hit(clientKey, this.now()).ok) return refuse('RATE_LIMITED');
    return refuse('NO_ROOM');
  }

  /** The room and the asking member, or why not. */
  async member(code: string, principal: Principal): Promise<RoomOutcome<{ room: RoomRecord; member: MemberRecord }>> {
    const room = await findRoomByCode(this.sql, code);
    if (!room) return refuse('NO_ROOM');
    const member = await findMember(this.sql, room.roomId, principal);
    if (!member) return refuse('NOT_MEMBER');
    return ok({ room, member });
  }

  /**
   * Like `member` but trusted for a few seconds: for ephemeral signals, which may arrive
   * 30 times a second. Membership itself is still checked against the live state.
   */
  async memberCached(
    code: string,
    principal: Principal,
  ): Promise<RoomOutcome<{ room: RoomRecord; member: MemberRecord }>> {
    const key = `${code}|${principal.guestToken ? `g:${hashToken(principal.guestToken)}` : `u:${principal.userId ?? ''}`}`;
    const now = this.now();
    const hit = this.members.get(key);
    if (hit && hit.until > now) return ok(hit.found);
    const outcome = await this.member(code, principal);
    // Only members are remembered: someone who joins a moment after a refusal is not kept out.
    if (outcome.ok) {
      if (this.members.size > 10_000) this.members.clear();
      this.members.set(key, { found: outcome.value, until: now + MEMBER_CACHE_MS });
    }
    return outcome;
  }
}
