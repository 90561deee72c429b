// The hub: every match in memory on this node, each loaded once from the store, with the store, the bots and the
// clock they share. It loads a match on demand, lets it go when idle, reloads one whose write failed, and resumes
// every match being played after a restart; with several nodes, it asks the cluster which matches it drives.
import { thinkMs } from '../ai/index.ts';
import type { AnyBots, AnyGame, AnyPresentation } from '../engine/index.ts';
import { botsFor, games as registry, presentationFor } from '../games/index.ts';
import { TABLE_CAPS, printableText } from '../protocol/index.ts';
import type { Store, StoredMatch } from '../store/index.ts';
import type { Redis } from 'ioredis';
import { playableBot } from './bot-budgets.ts';
import type { BotRunner } from './bots.ts';
import { RecentChat } from './chat.ts';
import type { MatchHost, MatchNodes } from './match-host.ts';
import { quietLogger, type LogContext, type Logger } from './logger.ts';
import { refuseIfRulesGone, ruleSetAt } from './rules-versions.ts';
import { ServerMetrics, type ClusterFigures } from './metrics.ts';
import { LiveMatch } from './match-actor.ts';
import { Reviews, type ReviewLimits } from './reviews.ts';

export interface HubOptions {
  readonly store: Store;
  /** The games served (default: the registry). */
  readonly games?: Readonly<Record<string, AnyGame>>;
  /** How bots play each game served, by id (default: the registry's). */
  readonly settings?: (gameId: string) => AnyBots;
  /** What each game served says (its name, summary), by id (default: the registry's). */
  readonly presentations?: (gameId: string) => AnyPresentation;
  readonly bots: BotRunner;
  /** Epoch milliseconds; tests may drive their own clock. */
  readonly now?: () => number;
  /** A match nobody watches and nothing waits on leaves memory after this long. */
  readonly idleMs?: number;
  /**
   * A bot's pause before each move, [least, most] milliseconds, for every game and level alike ([0, 0] is
   * instant, for tests and load); by default each game's pace for the bot's level (`GameBots.thinkMs`).
   */
  readonly botPauseMs?: readonly [number, number];
  /**
   * How many times faster than the wall clock the matches' clocks run (default 1): a test plays an ATMOSFEAR hour
   * in seconds, its timed events and bot pauses firing on the faster clock.
   */
  readonly timeScale?: number;
  /** The most iterations a bot may search per move (`Limits.botIterations`; default each game's hardest level). */
  readonly botIterations?: number;
  /** How long a person may be disconnected before the table calls them away (default `TABLE_CAPS.awayAfterMs`). */
  readonly awayAfterMs?: number;
  /** What a review may cost (default `REVIEW_LIMITS`; tests make them cheap). */
  readonly reviewLimits?: ReviewLimits;
  /** With several nodes: who drives each match, and how changes cross between nodes (server/cluster/). */
  readonly cluster?: Coordinator;
  /** Where the hub counts moves and timings (default: figures of its own that nobody reads). */
  readonly metrics?: ServerMetrics;
  /** The server's log (default: warnings and worse on stderr). */
  readonly logger?: Logger;
}

/**
 * How the hub works with the other nodes (server/cluster/cluster.ts). Without one, this node drives every match.
 */
export interface Coordinator extends MatchNodes<LiveMatch> {
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
  /** Seats changed through the lobby on this node: the other nodes' copies read them again. */
  seatsChanged(matchId: string): void;
  /** Brings `live` up to what the store holds (a change acknowledged through another node a moment ago). */
  catchUp(live: LiveMatch): Promise<void>;
  /** Hands every match this node drives to the others (a graceful stop). */
  drain(): Promise<void>;
  /** Of these match ids, those no node drives now. */
  unowned(matchIds: readonly string[]): Promise<string[]>;
  /** Whether the shared parts (Redis) answer now. */
  reachable(): Promise<boolean>;
  /** What this node counts of its part in the cluster. */
  figures(): ClusterFigures;
  /** Where the HTTP limits are counted for all the nodes (@fastify/rate-limit's Redis store). */
  readonly limits: { readonly rateLimits: { readonly redis: Redis; readonly nameSpace: string } };
  close(): Promise<void>;
}

/** After a failed write, a match that plays on by itself is loaded again after this long, doubling to the most. */
const RELOAD_FIRST_MS = 500;
const RELOAD_MAX_MS = 30_000;

/** All matches in memory, each loaded once, with the store, the bots and the clock they share. */
export class Hub implements MatchHost<LiveMatch> {
  readonly store: Store;
  readonly bots: BotRunner;
  readonly now: () => number;
  readonly games: Readonly<Record<string, AnyGame>>;
  /** How bots play the game with this id. */
  readonly settings: (gameId: string) => AnyBots;
  /** What the game with this id says. */
  readonly presentations: (gameId: string) => AnyPresentation;
  private readonly idleMs: number;
  /** See `HubOptions.timeScale`: waits on the match clock are this many times shorter on the wall clock. */
  readonly timeScale: number;
  private readonly pause: readonly [number, number] | undefined;
  private readonly botIterations: number | undefined;
  /** With several nodes, how this one works with the others; undefined when it is alone. */
  readonly cluster: Coordinator | undefined;
  /** See `HubOptions.awayAfterMs`. */
  readonly awayAfterMs: number;
  /** Reviews of finished matches' decisions, on a thread of their own. */
  readonly reviews: Reviews;
  /** What the server tells about itself at /metrics (server/metrics.ts). */
  readonly metrics: ServerMetrics;
  private readonly logger: Logger;
  private readonly live = new Map<string, Promise<LiveMatch | null>>();
  private readonly sweeper: NodeJS.Timeout;
  /** Matches dropped after a failed write, waiting to be loaded again: their timers and how often they failed. */
  private readonly reloading = new Map<string, { timer: NodeJS.Timeout; failures: number }>();

  constructor(options: HubOptions) {
    this.store = options.store;
    this.metrics = options.metrics ?? new ServerMetrics();
    this.logger = options.logger ?? quietLogger();
    this.games = options.games ?? registry;
    this.settings = options.settings ?? botsFor;
    this.presentations = options.presentations ?? presentationFor;
    this.bots = options.bots;
    this.timeScale = options.timeScale ?? 1;
    const origin = Date.now();
    const scale = this.timeScale;
    this.now = options.now ?? (scale === 1 ? Date.now : () => origin + (Date.now() - origin) * scale);
    this.idleMs = options.idleMs ?? 5 * 60_000;
    this.pause = options.botPauseMs;
    this.botIterations = options.botIterations;
    this.cluster = options.cluster;
    this.cluster?.attach(this);
    this.awayAfterMs = options.awayAfterMs ?? TABLE_CAPS.awayAfterMs;
    this.reviews = new Reviews(
      this.store,
      Date.now,
      (line, context) => this.log(line, context),
      options.reviewLimits,
    );
    this.sweeper = setInterval(() => this.sweep(), Math.max(10, this.idleMs / 2));
    this.sweeper.unref();
  }

  /** The served game with this id, if any. */
  game(id: string): AnyGame | undefined {
    return Object.hasOwn(this.games, id) ? this.games[id] : undefined;
  }

  /** The served game with this id under its rules of version `rules`, if this server has them. */
  gameAt(id: string, rules: number): AnyGame | undefined {
    const served = this.game(id);
    return served && ruleSetAt(served, rules);
  }

  /** How long a bot pauses before its move: the server's override, else the game's pace for the bot's level. */
  botPause(gameId: string, spec: string): number {
    const [least, most] = this.pause ?? thinkMs(this.settings(gameId), spec);
    return least + Math.random() * (most - least);
  }

  /** The bot that plays a seat stored with `spec` (over today's budget, the hardest level: bot-budgets.ts). */
  playable(gameId: string, spec: string): string {
    return playableBot(spec, this.settings(gameId), this.botIterations);
  }

  /** A warning in the server's log; whatever a client put in it (a name, a path) cannot steer a terminal. */
  log(line: string, context: LogContext = {}): void {
    this.logger.warn(context, printableText(line));
  }

  /** How many matches are in memory (for tests of the memory bound). */
  get loaded(): number {
    return this.live.size;
  }

  isLoaded(matchId: string): boolean {
    return this.live.has(matchId);
  }

  /** The match in memory, loading it from the store first if need be; null when there is no such match. */
  get(matchId: string): Promise<LiveMatch | null> {
    const known = this.live.get(matchId);
    if (known) return known;
    const loading = this.load(matchId);
    this.live.set(matchId, loading);
    // Nothing to keep for a missing match or a failed load: the next call asks the store again.
    const forget = () => {
      if (this.live.get(matchId) === loading) this.live.delete(matchId);
    };
    loading.then((live) => live ?? forget(), forget);
    return loading;
  }

  /** A stored match with the last lines of both its chat channels, or null when there is no such match. */
  private async read(matchId: string): Promise<{ stored: StoredMatch; chat: RecentChat } | null> {
    const [stored, players, spectators] = await Promise.all([
      this.store.loadMatch(matchId),
      this.store.loadChat(matchId, 'players', TABLE_CAPS.chatInSync),
      this.store.loadChat(matchId, 'spectators', TABLE_CAPS.chatInSync),
    ]);
    if (!stored) return null;
    // A match whose rules this server no longer has is never replayed under others (rules-versions.ts).
    const served = this.game(stored.game);
    if (served) await refuseIfRulesGone(this, served, stored);
    return { stored, chat: new RecentChat(players, spectators) };
  }

  private async load(matchId: string): Promise<LiveMatch | null> {
    const cluster = this.cluster;
    if (!cluster) {
      const read = await this.read(matchId);
      if (!read) return null;
      const live = LiveMatch.load(this, read.stored, read.chat);
      live.scheduleWork();
      return live;
    }
    // Heard of before read: a change stored after the read arrives after it, and is applied to this copy.
    await cluster.watch(matchId);
    const driving = await cluster.lead(matchId);
    const read = await this.read(matchId);
    if (!read) {
      cluster.forget(matchId, true);
      return null;
    }
    const live = LiveMatch.load(this, read.stored, read.chat);
    live.driving = driving;
    if (driving) cluster.leading(live, true);
    live.scheduleWork();
    return live;
  }

  /** Takes a match just created and stored into memory (unless a copy is there already), and sets it going. */
  adopt(live: LiveMatch): void {
    if (this.live.has(live.id)) return;
    const cluster = this.cluster;
    if (!cluster) {
      this.live.set(live.id, Promise.resolve(live));
      live.scheduleWork();
      return;
    }
    // Nobody else knows of a match just created: this node takes its lease, and drives it.
    const adopted = (async () => {
      await cluster.watch(live.id);
      live.driving = await cluster.lead(live.id);
      if (live.driving) cluster.leading(live, false);
      live.scheduleWork();
      return live;
    })();
    this.live.set(live.id, adopted);
    adopted.catch(() => {
      if (this.live.get(live.id) === adopted) this.live.delete(live.id);
    });
  }

  /** The copy in memory, if there is one (being loaded or loaded); nothing is loaded. */
  loadedCopy(matchId: string): Promise<LiveMatch | null> | undefined {
    return this.live.get(matchId);
  }

  /** Lets a match leave memory, if it is still the one loaded and nothing needs it by the time this runs. */
  release(live: LiveMatch): void {
    const entry = this.live.get(live.id);
    void entry?.then((current) => {
      if (current === live && !live.busy && this.live.get(live.id) === entry) {
        this.live.delete(live.id);
        live.dispose(false);
        this.cluster?.forget(live.id, true);
      }
    });
  }

  /**
   * Forgets a broken copy after a write the store refused: the next `get` reloads it from the store. A match
   * that plays on by itself (bots, the game's clock) is reloaded without waiting for anyone to ask: soon after a
   * passing failure (a lock held too long, a dropped connection), and less and less often while the store keeps
   * failing, so that its bots go on once the store is back.
   */
  drop(live: LiveMatch, error: unknown): void {
    this.log(`the store refused a write (${String(error)}); reloading it from the store`, { match: live.id });
    if (this.live.get(live.id) !== undefined) this.live.delete(live.id);
    const selfDriven = live.playsOnItsOwn;
    live.dispose(true);
    // With several nodes, the match is let go (another node may drive it meanwhile), and found again by whoever
    // needs it: the reload below, or another node's look for matches without a driver.
    this.cluster?.forget(live.id, false);
    if (selfDriven) this.reloadLater(live.id);
  }

  private reloadLater(matchId: string): void {
    const failures = (this.reloading.get(matchId)?.failures ?? 0) + 1;
    const wait = Math.min(RELOAD_MAX_MS, RELOAD_FIRST_MS * 2 ** (failures - 1));
    const timer = setTimeout(() => {
      this.get(matchId).then(
        (live) => {
          // Loaded: its bots and clock are going again. The count is kept until it stores a move (`stored`).
          if (!live) this.reloading.delete(matchId);
        },
        () => this.reloadLater(matchId),
      );
    }, wait);
    timer.unref();
    this.reloading.set(matchId, { timer, failures });
  }

  /** A match stored a change: whatever failed before has passed. */
  stored(matchId: string): void {
    if (this.reloading.size > 0) this.reloading.delete(matchId);
  }

  /** Loads every match being played, so bots and clocks go on after a restart. */
  async resume(): Promise<number> {
    const playing = await this.store.playingMatchIds();
    // With several nodes, each match is resumed by one of them: whoever takes its lease first. The others load
    // no copy until one of their clients asks for it.
    const cluster = this.cluster;
    let ids = playing;
    if (cluster) {
      const unowned = await cluster.unowned(playing);
      const led = await Promise.all(unowned.map((id) => cluster.lead(id)));
      ids = unowned.filter((_, i) => led[i]);
    }
    // One match that cannot be resumed (a game this server no longer serves) must not keep the others down.
    const resumed = await Promise.all(
      ids.map((id) =>
        this.get(id).then(
          () => 1,
          (error: unknown) => {
            this.log(`not resumed: ${(error as Error).message}`, { match: id });
            return 0;
          },
        ),
      ),
    );
    return resumed.reduce((sum: number, n) => sum + n, 0);
  }

  /** Drops matches that nobody watches and that nothing is waiting on. */
  private sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.live) {
      void entry.then((live) => {
        if (live && !live.busy && now - live.lastActive >= this.idleMs && this.live.get(id) === entry) {
          this.live.delete(id);
          live.dispose(false);
          this.cluster?.forget(id, true);
        }
      });
    }
  }

  async close(): Promise<void> {
    await this.cluster?.close();
    await this.reviews.close();
    clearInterval(this.sweeper);
    for (const { timer } of this.reloading.values()) clearTimeout(timer);
    this.reloading.clear();
    for (const entry of this.live.values()) (await entry.catch(() => null))?.dispose(true);
    this.live.clear();
  }
}
