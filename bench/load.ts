// The one load driver of our server's protocol, for every benchmark that plays it (and for the bare relay, which
// speaks the same `join`, `sync`, `update` and `move`): tables of WebSocket clients, one per seat and per
// spectator, each table playing the matches its script opens. A seat sends the script's move when it may act (at
// once, when its table is ticked, or after a person's pause) and times it until the update that carries its own
// entry, or a refusal. A Recorder keeps what every client saw.
//
// Kept lean on purpose: of the machine's two cores it gets one, and it has to outrun the server under test.
import WebSocket from 'ws';
import { Rng, mayAct } from '../engine/index.ts';
import type { ServerMessage } from '../protocol/index.ts';

export type State = Extract<ServerMessage, { type: 'sync' | 'update' }>;

/** A seat moves as soon as it may, only when its table is ticked, or after a pause of [least, most] ms. */
export type Pace = 'eager' | 'ticked' | readonly [number, number];

/** What a table plays: how a match is set up, which move a seat makes, and how a run goes on. */
export interface Script {
  /** Sets table `index`'s next match up: its id, and each seat's token (undefined: that seat sits down later). */
  open(index: number): Promise<{ readonly match: string; readonly tokens: readonly (string | undefined)[] }>;
  /** The move a seat makes on what it sees (by default, a random legal move). */
  choose?(state: State, seat: number, rng: Rng): unknown;
  /** Whether an ended match's last state is a proper end for the game. */
  proper?(state: State): boolean;
  /** Every state a client receives, as it arrives. */
  watch?(client: Client, state: State, at: number): void;
  readonly pace: Pace;
  /** A table starts its next match once every client saw one end. */
  readonly again: boolean;
  /** A move unanswered this long is lost, and its seat moves on; without it, the seat waits. */
  readonly lostAfterMs?: number;
}

/** A move sent, for judging moves sent at the same moment (kept only when the Recorder is asked to). */
export interface Sent {
  readonly at: number;
  readonly seat: number;
  answered: boolean;
}

/** What the clients saw: answered moves and their latencies, ended matches, refusals, messages. */
export class Recorder {
  /** Acknowledgements count towards the latencies only while this is on (the measured window). */
  recording = false;
  /** Once set, no client sends a new move or starts a new match. */
  stopping = false;
  /** Latency (ms) of every move acknowledged in the window, and of those whose seat was on another node. */
  readonly latencies: number[] = [];
  readonly crossLatencies: number[] = [];
  /** Latency (ms) of every refusal, window or not. */
  readonly refusalLatencies: number[] = [];
  acksTotal = 0;
  /** Moves sent and not yet answered. */
  pending = 0;
  lost = 0;
  /** Refused moves by code, and refusals without a message to show. */
  readonly refusals = new Map<string, number>();
  unexplained = 0;
  /** Matches every client saw end properly, by reason; those that did not (or where clients disagreed). */
  readonly ends = new Map<string, number>();
  badOutcomes = 0;
  matchesTotal = 0;
  matchesInWindow = 0;
  /** Ended matches by their version when they ended: index = version. */
  readonly lengths: number[] = [];
  readonly errors = new Map<string, number>();
  /** `update` messages to seats (and their characters) and to spectators; every message and HTTP answer. */
  updates = 0;
  updateChars = 0;
  spectatorUpdates = 0;
  messages = 0;
  /** Every move sent, by match, when asked for. */
  readonly sent: Map<string, Sent[]> | null;

  constructor(options: { keepSent?: boolean } = {}) {
    this.sent = options.keepSent ? new Map() : null;
  }

  /** `crossing`: the mover's socket is on another node than the one its match was created through. */
  ack(latencyMs: number, crossing = false): void {
    this.acksTotal++;
    this.pending--;
    if (!this.recording) return;
    this.latencies.push(latencyMs);
    if (crossing) this.crossLatencies.push(latencyMs);
  }

  ended(reason: string, version: number, proper: boolean): void {
    this.matchesTotal++;
    if (this.recording) this.matchesInWindow++;
    if (proper) this.ends.set(reason, (this.ends.get(reason) ?? 0) + 1);
    else this.badOutcomes++;
    this.lengths[version] = (this.lengths[version] ?? 0) + 1;
  }

  error(kind: string): void {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
  }

  /** Waits (up to `ms`) until no move is outstanding. */
  async drain(ms: number): Promise<void> {
    const deadline = performance.now() + ms;
    while (this.pending > 0 && performance.now() < deadline) await sleep(10);
  }
}

const UPDATE = '{"type":"update"';
const GOES_ON = '"outcome":null';

/** One socket at a table: a seat's, or a spectator's (seat null). */
export class Client {
  latest: State | null = null;
  match = '';
  joined = false;
  sawEnd = false;
  /** Moves of this seat the server accepted, over the run. */
  accepted = 0;
  inFlight: {
    readonly at: number;
    readonly timer: NodeJS.Timeout | null;
    readonly sent: Sent | null;
  } | null = null;
  pause: NodeJS.Timeout | null = null;
  /** The version a move was last sent on: a seat does not send twice on the same state. */
  triedAt = -1;
  onJoined: ((error?: Error) => void) | null = null;

  constructor(
    readonly seat: number | null,
    readonly socket: WebSocket,
    /** On another node than the one its table's matches are created through. */
    readonly crossing: boolean,
  ) {}

  /** Joins `match` (as a seat with its token, else as a spectator); resolves on the match's first sync. */
  join(match: string, token: string | undefined): Promise<void> {
    Object.assign(this, { match, joined: false, sawEnd: false, latest: null, triedAt: -1 });
    const joined = new Promise<void>((done, fail) => {
      this.onJoined = (error) => (error ? fail(error) : done());
    });
    this.socket.send(
      JSON.stringify(token === undefined ? { type: 'join', match } : { type: 'join', match, token }),
    );
    return joined;
  }
}

export function openSocket(baseUrl: string): Promise<WebSocket> {
  const url = baseUrl.replace(/^http/, 'ws') + '/ws';
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** A table's clients, playing its script's matches one after another. */
export class Table {
  readonly seats: Client[];
  readonly spectators: Client[];
  private playing = false;
  private readonly rng: Rng;

  constructor(
    readonly index: number,
    private readonly script: Script,
    private readonly recorder: Recorder,
    seats: readonly { socket: WebSocket; crossing: boolean }[],
    spectators: readonly WebSocket[],
  ) {
    this.rng = Rng.fromSeed(`bench/table/${index}`);
    this.seats = seats.map((s, seat) => this.client(new Client(seat, s.socket, s.crossing)));
    this.spectators = spectators.map((socket) => this.client(new Client(null, socket, false)));
  }

  get clients(): Client[] {
    return [...this.seats, ...this.spectators];
  }

  get match(): string {
    return this.spectators[0]?.match ?? this.seats[0].match;
  }

  /** Opens the script's next match; every client with a token, and every spectator, joins it. */
  async newMatch(): Promise<void> {
    const { match, tokens } = await this.script.open(this.index);
    this.recorder.messages += tokens.length; // the HTTP answers that set it up
    for (const c of this.seats) Object.assign(c, { match, joined: false, sawEnd: false, latest: null });
    await Promise.all([
      ...this.spectators.map((c) => c.join(match, undefined)),
      ...tokens.flatMap((token, seat) => (token === undefined ? [] : [this.seats[seat].join(match, token)])),
    ]);
  }

  go(): void {
    this.playing = true;
    for (const c of this.seats) this.consider(c);
  }

  /** Paced by ticks: each seat that may act moves now. */
  tick(): void {
    for (const c of this.seats) if (this.mayMove(c)) this.send(c);
  }

  close(): void {
    for (const c of this.clients) {
      if (c.pause) clearTimeout(c.pause);
      if (c.inFlight?.timer) clearTimeout(c.inFlight.timer);
      c.socket.terminate();
    }
  }

  private client(c: Client): Client {
    c.socket.on('message', (data: Buffer) => this.receive(c, data.toString()));
    c.socket.on('close', () => {
      if (!this.recorder.stopping) this.recorder.error('a connection closed');
    });
    c.socket.on('error', () => this.recorder.error('connection error'));
    return c;
  }

  private receive(c: Client, text: string): void {
    const r = this.recorder;
    r.messages++;
    // A spectator's update that ends nothing, where the script does not watch, is only counted: at scale there are
    // thousands a second, and the load generator must not spend its core reading what it does not use.
    if (
      c.seat === null &&
      c.joined &&
      !this.script.watch &&
      text.startsWith(UPDATE) &&
      text.includes(GOES_ON)
    ) {
      r.spectatorUpdates++;
      return;
    }
    const at = performance.now();
    const message = JSON.parse(text) as ServerMessage;
    if (message.type === 'error') {
      if (c.onJoined && !c.joined) {
        c.onJoined(new Error(`join refused: ${message.code}: ${message.message}`));
        c.onJoined = null;
      } else if (c.inFlight) {
        r.refusals.set(message.code, (r.refusals.get(message.code) ?? 0) + 1);
        if (typeof message.message !== 'string' || message.message.trim() === '') r.unexplained++;
        r.refusalLatencies.push(at - c.inFlight.at);
        this.answered(c);
        this.consider(c);
      } else r.error(message.code);
      return;
    }
    if (message.type === 'sync') {
      if (message.match !== c.match) return;
      c.joined = true;
      c.onJoined?.();
      c.onJoined = null;
    } else if (message.type !== 'update' || !c.joined) return;
    if (message.type === 'update') {
      if (c.seat === null) r.spectatorUpdates++;
      else {
        r.updates++;
        r.updateChars += text.length;
      }
    }
    this.script.watch?.(c, message, at);
    c.latest = message;
    if (c.inFlight && message.type === 'update' && message.entries.some((e) => e.seat === c.seat)) {
      c.accepted++;
      r.ack(at - c.inFlight.at, c.crossing);
      this.answered(c, false);
    }
    if (message.outcome) {
      if (c.pause) clearTimeout(c.pause);
      c.pause = null;
      if (!c.sawEnd) {
        c.sawEnd = true;
        this.maybeEnded();
      }
      return;
    }
    this.consider(c);
  }

  /** The seat's move was answered (`refused`: by a refusal, which the Recorder has not counted as pending yet). */
  private answered(c: Client, refused = true): void {
    const flight = c.inFlight!;
    if (flight.timer) clearTimeout(flight.timer);
    if (flight.sent) flight.sent.answered = true;
    c.inFlight = null;
    if (refused) this.recorder.pending--;
  }

  private mayMove(c: Client): boolean {
    const s = c.latest;
    return (
      c.seat !== null &&
      this.playing &&
      !this.recorder.stopping &&
      c.inFlight === null &&
      s !== null &&
      s.outcome === null &&
      s.version !== c.triedAt &&
      s.legalMoves.length > 0 &&
      mayAct(s.toAct, c.seat)
    );
  }

  private consider(c: Client): void {
    const pace = this.script.pace;
    if (pace === 'ticked' || c.pause || !this.mayMove(c)) return;
    if (pace === 'eager') return this.send(c);
    const [least, most] = pace;
    c.pause = setTimeout(
      () => {
        c.pause = null;
        if (this.mayMove(c)) this.send(c);
      },
      least + this.rng.int(most - least + 1),
    );
  }

  private send(c: Client): void {
    const s = c.latest!;
    const seat = c.seat!;
    const move = this.script.choose
      ? this.script.choose(s, seat, this.rng)
      : s.legalMoves[this.rng.int(s.legalMoves.length)];
    const r = this.recorder;
    c.triedAt = s.version;
    r.pending++;
    const at = performance.now();
    let sent: Sent | null = null;
    if (r.sent) {
      sent = { at, seat, answered: false };
      const list = r.sent.get(c.match) ?? [];
      r.sent.set(c.match, list);
      list.push(sent);
    }
    const lostAfter = this.script.lostAfterMs;
    // Lost: the seat moves on. (A late answer may then be taken for its next move's: a run that loses moves has
    // failed whatever its other figures say.)
    const timer =
      lostAfter === undefined
        ? null
        : setTimeout(() => {
            r.lost++;
            r.pending--;
            c.inFlight = null;
            this.consider(c);
          }, lostAfter);
    c.inFlight = { at, timer, sent };
    c.socket.send(`{"type":"move","version":${s.version},"move":${JSON.stringify(move)}}`);
  }

  private maybeEnded(): void {
    const clients = this.clients.filter((c) => c.match === this.match && c.joined);
    if (!clients.every((c) => c.sawEnd)) return;
    const last = clients[0].latest!;
    const agreed = clients.every(
      (c) =>
        c.latest!.version === last.version &&
        JSON.stringify(c.latest!.outcome) === JSON.stringify(last.outcome),
    );
    const r = this.recorder;
    r.ended(last.outcome!.reason, last.version, agreed && (this.script.proper?.(last) ?? true));
    if (!this.script.again || r.stopping) return;
    this.playing = false;
    withRetries(r, 'new match', () => this.newMatch())
      .then(() => this.go())
      .catch(() => r.error('a table gave up'));
  }
}

/**
 * Tables of one script, set up in batches. With several nodes, table i creates its matches through node i mod n
 * (which owns them), and its seat k sits on node (i + k) mod n: some moves come from another node than the match's.
 */
export class Tables {
  readonly list: Table[] = [];

  constructor(
    private readonly script: Script,
    private readonly recorder: Recorder,
    private readonly nodes: readonly string[],
    private readonly shape: { readonly seats: number; readonly spectators: number } = {
      seats: 2,
      spectators: 0,
    },
  ) {}

  async setup(count: number, batch = 25): Promise<void> {
    const n = this.nodes.length;
    await inBatches(count, batch, async (i) => {
      const seatUrls = Array.from({ length: this.shape.seats }, (_, k) => this.nodes[(i + k) % n]);
      const table = await openTable(i, this.script, this.recorder, seatUrls, this.shape.spectators);
      this.list[i] = table;
      await withRetries(this.recorder, 'set-up', () => table.newMatch());
    });
  }

  go(): void {
    for (const table of this.list) table.go();
  }

  async close(): Promise<void> {
    for (const table of this.list) table.close();
  }
}

/** Opens table `index`: a socket per seat on `seatUrls`, and `spectators` sockets on the first. */
export async function openTable(
  index: number,
  script: Script,
  recorder: Recorder,
  seatUrls: readonly string[],
  spectators = 0,
  home = seatUrls[0],
): Promise<Table> {
  const seats = await Promise.all(
    seatUrls.map(async (url) => ({ socket: await openSocket(url), crossing: url !== home })),
  );
  const watching = await Promise.all(Array.from({ length: spectators }, () => openSocket(seatUrls[0])));
  return new Table(index, script, recorder, seats, watching);
}

/** Runs `work` on 0 … count − 1, at most `limit` at once (so the servers' accept queues never overflow). */
export async function inBatches<R>(
  count: number,
  limit: number,
  work: (i: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      out[i] = await work(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return out;
}

/** Retries a match set-up a few times (counting each failure) before giving up on the run. */
export async function withRetries(
  recorder: Recorder,
  what: string,
  attempt: () => Promise<void>,
): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      // Once stopping, the server may already be gone: nothing to count or retry.
      if (recorder.stopping) return;
      recorder.error(`${what}: ${(error as Error).message.slice(0, 120)}`);
      if (tries >= 5) throw error;
      await sleep(50 * tries);
    }
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
