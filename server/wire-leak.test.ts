// Leaks at the wire, Liar's Dice: three people and spectators play a match to the end over real WebSockets, every
// raw frame each connection received is kept, and afterwards, with the true dice rebuilt from the public record,
// every frame is searched. A seat may see its own dice and, once a challenge has revealed them, a round's dice;
// a spectator only the revealed ones. Nothing may show the seed until the match is over.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame, MatchRecord, Viewer } from '../engine/index.ts';
import { Match, Rng, SPECTATOR, canonicalJson, nextToDecide } from '../engine/index.ts';
import { games } from '../games/index.ts';
import type { LiarsDiceState } from '../games/liars-dice/index.ts';
import type { Store } from '../store/index.ts';
import { openStore } from '../store/index.ts';
import type { NocturneServer } from './app.ts';
import { createNocturneServer } from './app.ts';
import type { ServerMessage } from '../protocol/index.ts';
import { TestClient, api } from './test-client.ts';

const POLICY_SEED = process.env.NOCTURNE_WIRE_SEED || 'wire-leak';
const PLAYERS = 3;

let store: Store;
let server: NocturneServer;
let base: string;
const opened: TestClient[] = [];

beforeAll(async () => {
  store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-leak-')) });
  server = createNocturneServer({ store, botPauseMs: [0, 0], botThreads: 1 });
  base = await server.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
  await server.close();
  await store.close();
});

async function connect(): Promise<TestClient> {
  const client = await TestClient.connect(base);
  opened.push(client);
  return client;
}

type Dice = readonly (readonly number[])[];

/** The truth, rebuilt from the record: the state after each version, and each round's hands as rolled. */
interface Truth {
  /** After `v` moves: the round under way, everyone's dice, and whether the game is over. */
  readonly at: readonly { round: number; dice: Dice; over: boolean }[];
  /** Each round's hands as they were rolled (round 1 is rolled at setup, without an event). */
  readonly hands: ReadonlyMap<number, Dice>;
  /** The round in which the move of version `v` was made (index v). */
  readonly roundOf: readonly number[];
}

function truthOf(game: AnyGame, record: MatchRecord): Truth {
  const at: { round: number; dice: Dice; over: boolean }[] = [];
  const hands = new Map<number, Dice>();
  for (let v = 0; v <= record.log.length; v++) {
    const match = Match.replay(game, { ...record, log: record.log.slice(0, v) });
    const state = match.state as LiarsDiceState;
    const dice = state.dice.map((hand) => [...hand]);
    at.push({ round: state.round, dice, over: match.outcome() !== null });
    if (!hands.has(state.round)) hands.set(state.round, dice);
  }
  const roundOf = at.map((_, v) => (v === 0 ? 0 : at[v - 1].round));
  return { at, hands, roundOf };
}

/** Paths (dot-joined) where an array of small numbers belongs, and is not somebody's dice. */
const NOT_DICE = [
  /^toAct\.(waiting|reacting)$/,
  /^view\.counts$/,
  /^view\.eliminated$/,
  /^outcome\.(winners|scores)$/,
  /^(history|entries)\.\d+\.events\.\d+\.counts$/,
];
/** Paths where dice may appear; each is checked against the truth below. */
const DICE_PLACES = [
  /^view\.ownDice$/,
  /^view\.lastChallenge\.dice\.\d+$/,
  /^(history|entries)\.\d+\.events\.\d+\.dice\.\d+$/,
];

/** Every array of whole numbers 1…6 (what dice look like), and every key that names a secret, with its path. */
function scan(value: unknown, path: string[], found: { dice: string[]; secrets: string[] }): void {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((x) => Number.isInteger(x) && x >= 1 && x <= 6))
      found.dice.push(path.join('.'));
    value.forEach((item, i) => scan(item, [...path, String(i)], found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (/^(seed|rng|state|hands|allDice|secret)$/i.test(key)) found.secrets.push([...path, key].join('.'));
      scan(item, [...path, key], found);
    }
  }
}

interface Event {
  readonly type: string;
  readonly round?: number;
  readonly dice?: readonly (readonly number[] | null)[];
}
interface Entry {
  readonly version: number;
  readonly events: readonly Event[];
}

/**
 * Everything in one frame that `viewer` may not see. Structural: parse it, find every dice-like array and check
 * each one's place, and every die shown against the truth (own dice, or a round already revealed).
 */
function leaksIn(frame: string, viewer: Viewer, truth: Truth): string[] {
  const message = JSON.parse(frame) as ServerMessage;
  const problems: string[] = [];
  const found = { dice: [] as string[], secrets: [] as string[] };
  scan(message, [], found);
  for (const path of found.secrets) problems.push(`a secret's key at ${path}`);
  for (const path of found.dice) {
    if (NOT_DICE.some((re) => re.test(path))) continue;
    if (!DICE_PLACES.some((re) => re.test(path))) problems.push(`dice-like values at ${path}`);
  }
  if (message.type !== 'sync' && message.type !== 'update') return problems;

  const now = truth.at[message.version];
  const view = message.view as {
    viewer: Viewer;
    round: number;
    ownDice: readonly number[] | null;
    lastChallenge: { round: number; dice: Dice } | null;
  };
  if (view.viewer !== viewer) problems.push(`a view for ${view.viewer}`);
  if (view.round !== now.round) problems.push(`view of round ${view.round} at round ${now.round}`);
  const own = viewer === SPECTATOR ? null : now.dice[viewer];
  if (canonicalJson(view.ownDice) !== canonicalJson(own))
    problems.push(`ownDice ${JSON.stringify(view.ownDice)}, but the seat holds ${JSON.stringify(own)}`);
  if (view.lastChallenge) {
    // The last challenge's dice are a finished round's, revealed by that challenge.
    const k = view.lastChallenge.round;
    if (!(k < now.round || (k === now.round && now.over)))
      problems.push(`round ${k}'s dice shown in round ${now.round}`);
    if (canonicalJson(view.lastChallenge.dice) !== canonicalJson(truth.hands.get(k)))
      problems.push(`lastChallenge dice are not round ${k}'s`);
  }

  const entries = (message.type === 'sync' ? message.history : message.entries) as readonly Entry[];
  for (const entry of entries) {
    if (entry.version > message.version)
      problems.push(`entry ${entry.version} in a frame of ${message.version}`);
    for (const event of entry.events) {
      if (event.type === 'rolled') {
        const rolled = truth.hands.get(event.round!)!;
        event.dice!.forEach((hand, seat) => {
          if (seat === viewer) {
            if (canonicalJson(hand) !== canonicalJson(rolled[seat]))
              problems.push(`own roll of round ${event.round} wrong`);
          } else if (hand !== null && !(hand.length === 0 && rolled[seat].length === 0)) {
            problems.push(
              `seat ${seat}'s roll of round ${event.round} (${JSON.stringify(hand)}) shown to ${viewer}`,
            );
          }
        });
      } else if (event.type === 'challenged') {
        // The reveal: the dice of the round in which the challenge was made, exactly.
        const k = truth.roundOf[entry.version];
        if (canonicalJson(event.dice) !== canonicalJson(truth.hands.get(k)))
          problems.push(`the challenge at version ${entry.version} does not show round ${k}'s dice`);
      } else if (event.dice !== undefined) {
        problems.push(`a ${event.type} event carries dice`);
      }
    }
  }
  return problems;
}

/** The frames a client received before the match's end was announced to it. */
function framesBeforeTheEnd(client: TestClient): string[] {
  const end = client.received.findIndex(
    (m) => (m.type === 'sync' || m.type === 'update') && m.outcome !== null,
  );
  return end < 0 ? client.frames.slice() : client.frames.slice(0, end);
}

/** The client's own sync or update at `version`, waiting for it if it has not come yet. */
async function stateAt(client: TestClient, version: number) {
  const has = client.received.findLast(
    (m) => (m.type === 'sync' || m.type === 'update') && m.version === version,
  );
  if (has && (has.type === 'sync' || has.type === 'update')) return has;
  return client.next('update', (u) => u.version === version);
}

describe("Liar's Dice over the wire", () => {
  it('no frame shows a seat another seat’s dice before the reveal, a spectator any unrevealed die, or anyone the seed', async () => {
    const created = await api(base, 'POST', '/api/matches', { game: 'liars-dice', players: PLAYERS });
    expect(created.status).toBe(201);
    const id: string = created.body.id;
    const tokens: string[] = [];
    for (let seat = 0; seat < PLAYERS; seat++) {
      const claimed = await api(base, 'POST', `/api/matches/${id}/seats/${seat}`, { name: `P${seat}` });
      tokens.push(claimed.body.token);
    }
    // Every connection's frames, with who received them: seats may reconnect and spectators come late.
    const audience: { viewer: Viewer; client: TestClient }[] = [];
    const seats: TestClient[] = [];
    for (let seat = 0; seat < PLAYERS; seat++) {
      const client = await connect();
      await client.join(id, tokens[seat]);
      seats.push(client);
      audience.push({ viewer: seat, client });
    }
    const watcher = await connect();
    await watcher.join(id);
    audience.push({ viewer: SPECTATOR, client: watcher });

    // Everything the HTTP API says about the match while it is on: the seed may not be in any of it.
    const httpDuring: string[] = [];
    const checkHttp = async () => {
      const record = await api(base, 'GET', `/api/matches/${id}/record`);
      expect([record.status, record.body.error?.code]).toEqual([409, 'not-finished']);
      httpDuring.push(JSON.stringify(record.body));
      httpDuring.push(JSON.stringify((await api(base, 'GET', `/api/matches/${id}`)).body));
      httpDuring.push(JSON.stringify((await api(base, 'GET', '/api/matches?status=playing')).body));
    };
    await checkHttp();

    const rng = Rng.fromSeed(POLICY_SEED);
    let last = watcher.received.findLast((m) => m.type === 'sync') as Extract<
      ServerMessage,
      { type: 'sync' | 'update' }
    >;
    let extras = 0;
    while (!last.outcome) {
      const seat = nextToDecide(last.toAct, 0)!;
      const client = seats[seat];
      const own = await stateAt(client, last.version);
      expect(own.legalMoves.length).toBeGreaterThan(0);
      client.send({ type: 'move', version: own.version, move: rng.pick(own.legalMoves) });
      last = await watcher.next('update', (u) => u.version === last.version + 1);
      // Now and then: the record is asked for, a seat comes back on a new connection, a spectator drops in late.
      if (last.version % 10 === 5 && !last.outcome) await checkHttp();
      if (last.version % 15 === 7 && !last.outcome) {
        const back = await connect();
        await back.join(id, tokens[seat]);
        seats[seat] = back;
        audience.push({ viewer: seat, client: back });
        const late = await connect();
        await late.join(id);
        audience.push({ viewer: SPECTATOR, client: late });
        extras++;
      }
    }
    const final = last.version;
    for (const { client } of audience) {
      expect((await stateAt(client, final)).outcome).not.toBeNull();
    }

    const answer = await api(base, 'GET', `/api/matches/${id}/record`);
    expect(answer.status).toBe(200);
    const record = answer.body as MatchRecord;
    const truth = truthOf(games['liars-dice'], record);
    expect(truth.at).toHaveLength(final + 1);
    expect(truth.hands.size).toBeGreaterThan(3); // several rounds, several reveals
    expect(extras).toBeGreaterThan(0);

    let checked = 0;
    for (const { viewer, client } of audience) {
      for (const frame of client.frames) {
        const problems = leaksIn(frame, viewer, truth);
        expect(problems, `to ${viewer}: ${frame.slice(0, 400)}`).toEqual([]);
        checked++;
      }
      // Blunt: the seed's text is in no frame before the end (nor anything the API said during the match).
      for (const frame of framesBeforeTheEnd(client))
        expect(frame.includes(record.seed), `the seed in a frame to ${viewer}: ${frame.slice(0, 300)}`).toBe(
          false,
        );
    }
    for (const body of httpDuring)
      expect(body.includes(record.seed), `the seed in ${body.slice(0, 300)}`).toBe(false);
    expect(checked).toBeGreaterThan(final * 4);
  });
});
