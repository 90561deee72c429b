// How the hub works with the other nodes (server/cluster/cluster.ts), and what crosses between them about a match.
import type { PlayerSeat } from '../engine/index.ts';
import type { ChatChannel, ChatLine } from '../protocol/index.ts';
import type { Hub } from './hub.ts';
import type { LiveMatch } from './match-actor.ts';

/**
 * What a match's owner did, so that a node following it can do the same to its own copy and reach the same state
 * (the engine is deterministic): a player's move at a time, or the clock run to a time; or, for a table's entry
 * (a resignation, a vote, a seat taken back), `reread`: the followers read the match again from the store.
 */
export type Step =
  | { readonly seat: PlayerSeat; readonly move: unknown; readonly at: number }
  | { readonly advance: number }
  | { readonly reread: true };

/**
 * How the hub works with the other nodes (server/cluster/cluster.ts). Without one, this node drives every match.
 */
export interface Coordinator {
  /** Called once, when the hub is made. */
  attach(hub: Hub): void;
  /** Starts hearing of changes made to `matchId` on other nodes (before it is loaded here, so nothing is missed). */
  watch(matchId: string): Promise<void>;
  /** Whether this node drives `matchId`: it holds its lease, or has just taken it. */
  lead(matchId: string): Promise<boolean>;
  /** `live` is in memory here, and this node drives it (`fresh`: it has just taken it over). */
  leading(live: LiveMatch, fresh: boolean): void;
  /** The match left memory here: stop hearing of it, and give up its lease (`done`: nobody needs to drive it). */
  forget(matchId: string, done: boolean): void;
  /** The owner stored a change: the other nodes' copies follow. */
  stored(matchId: string, before: number, step: Step): void;
  /** Who is connected to `live` through this node changed (or may have): the other nodes' copies hear of it. */
  present(live: LiveMatch): void;
  /** Seats changed through the lobby on this node: the other nodes' copies read them again. */
  seatsChanged(matchId: string): void;
  /** A chat line kept through this node: the other nodes' copies pass it to their watchers of its channel. */
  chatted(matchId: string, channel: ChatChannel, line: ChatLine): void;
  /** A move made on a copy that this node does not drive, for the owner to judge. */
  forward(live: LiveMatch, seat: PlayerSeat, version: number, move: unknown): Promise<void>;
  /** Hands every match this node drives to the others (a graceful stop). */
  drain(): Promise<void>;
  /** Of these match ids, those no node drives now. */
  unowned(matchIds: readonly string[]): Promise<string[]>;
  close(): Promise<void>;
}
