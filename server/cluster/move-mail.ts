// Moves made on a copy of a match that another node drives: sent on the owner's own channel, judged there like
// any move, and answered on the sender's channel with the owner's refusal, or none once the move is stored.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { PlayerSeat } from '../../engine/index.ts';
import type { ErrorCode } from '../../protocol/index.ts';
import type { LiveMatch } from '../match-actor.ts';
import { Refusal } from '../refusal.ts';
import type { Keys } from './keys.ts';

/** What goes on a node's own channel: a move forwarded to it, or the answer to one it forwarded. */
export type NodeMail =
  | {
      readonly t: 'move';
      readonly rid: string;
      readonly from: string;
      readonly match: string;
      readonly seat: PlayerSeat;
      readonly version: number;
      readonly move: unknown;
    }
  | { readonly t: 'answer'; readonly rid: string; readonly refusal?: { code: string; message: string } };

/** The owner said it no longer drives the match: ask again who does. */
const NOT_OWNER = 'not-owner';

export class MoveMail {
  /** Forwarded moves waiting for the owner's answer, by request id. */
  private readonly waiting = new Map<string, (refusal: { code: string; message: string } | null) => void>();

  /**
   * `timeoutMs`: how long a forwarded move waits for its answer; `patienceMs`: how long a move looks for a node to
   * judge it, through an owner's death or hand-over.
   */
  constructor(
    private readonly redis: Redis,
    private readonly keys: Keys,
    private readonly nodeId: string,
    private readonly timeoutMs: number,
    private readonly patienceMs: number,
    private readonly cluster: {
      /** The copy of a match that this node drives, or null when it does not drive it. */
      drivenCopy(matchId: string): Promise<LiveMatch | null>;
      /** Takes the match over when no node holds its lease; false when another node does. */
      takeOver(matchId: string): Promise<boolean>;
    },
  ) {}

  /**
   * Sends a move to the node that drives its match, and resolves or refuses as the owner did. When no node drives
   * it (its owner died, or let it go), this node takes it over and judges the move itself.
   */
  async forward(live: LiveMatch, seat: PlayerSeat, version: number, move: unknown): Promise<void> {
    const deadline = Date.now() + this.patienceMs;
    for (;;) {
      if (live.driving) return live.submit(seat, version, move);
      const owner = await this.redis.get(this.keys.owner(live.id));
      if (owner === null || owner === this.nodeId) {
        if (await this.cluster.takeOver(live.id)) continue;
      } else {
        const answer = await this.ask(owner, live.id, seat, version, move);
        if (answer === 'delivered') return;
        if (answer !== 'nobody') {
          if (answer.code !== NOT_OWNER) throw new Refusal(answer.code as ErrorCode, answer.message);
        }
      }
      if (Date.now() > deadline) {
        throw new Refusal('unavailable', 'The server running this match did not answer; try again.');
      }
      // The owner died (its lease runs out soon) or is handing the match over: ask again in a moment.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** 'delivered' once the owner stored the move; 'nobody' when no node heard (the owner is gone). */
  private async ask(
    owner: string,
    matchId: string,
    seat: PlayerSeat,
    version: number,
    move: unknown,
  ): Promise<'delivered' | 'nobody' | { code: string; message: string }> {
    const rid = randomUUID();
    const answered = new Promise<{ code: string; message: string } | null>((resolve) => {
      this.waiting.set(rid, resolve);
    });
    const mail: NodeMail = { t: 'move', rid, from: this.nodeId, match: matchId, seat, version, move };
    const heard = await this.redis.publish(this.keys.nodeChannel(owner), JSON.stringify(mail));
    if (heard === 0) {
      this.waiting.delete(rid);
      return 'nobody';
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.timeoutMs);
    });
    const answer = await Promise.race([answered, timeout]);
    clearTimeout(timer);
    this.waiting.delete(rid);
    // The owner heard the move but did not answer in time: it may yet store it, so it is not sent again.
    if (answer === 'timeout') {
      return {
        code: 'unavailable',
        message: 'The server running this match did not answer in time; try again.',
      };
    }
    return answer ?? 'delivered';
  }

  /** Mail on this node's channel: an answer to a move sent, or a move to judge. */
  heard(mail: NodeMail): void {
    if (mail.t === 'answer') this.waiting.get(mail.rid)?.(mail.refusal ?? null);
    else void this.judge(mail);
  }

  /** A move forwarded here by another node: judged if this node drives its match, and answered. */
  private async judge(mail: Extract<NodeMail, { t: 'move' }>): Promise<void> {
    let refusal: { code: string; message: string } | undefined;
    try {
      const live = await this.cluster.drivenCopy(mail.match);
      if (!live) {
        refusal = { code: NOT_OWNER, message: 'not the owner' };
      } else await live.submit(mail.seat, mail.version, mail.move);
    } catch (error) {
      refusal =
        error instanceof Refusal
          ? { code: error.code, message: error.message }
          : {
              code: 'unavailable',
              message: 'Something went wrong on the server; nothing was changed. Try again.',
            };
    }
    const answer: NodeMail = { t: 'answer', rid: mail.rid, ...(refusal ? { refusal } : {}) };
    await this.redis.publish(this.keys.nodeChannel(mail.from), JSON.stringify(answer)).catch(() => {});
  }

  /** This node stops: the moves still waiting are refused. */
  close(): void {
    for (const resolve of this.waiting.values())
      resolve({ code: 'unavailable', message: 'This server is stopping.' });
    this.waiting.clear();
  }
}
