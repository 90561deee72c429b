// Bad input never hurts: thousands of junk, hostile and out-of-turn messages over WebSocket (and a few hundred
// odd requests over HTTP) against an in-process server. Every message is predicted by a model of the protocol
// (docs/api.md) kept next to a shadow copy of each match under attack, so the assertions are exact: each message
// gets the one answer the model expects (or `too-many-messages`), each error is typed with a known code and a
// sentence, the matches change by exactly the legal moves their own seats made, and the server stays up.
//
// The generator is a seeded engine Rng: NOCTURNE_FUZZ_SEED=<seed> reruns a failure (its seed is in the message).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame, PlayerSeat, Viewer } from '../engine/index.ts';
import {
  Match,
  MoveError,
  Rng,
  SPECTATOR,
  canonicalJson,
  checkMove,
  cryptoSeed,
  nextToDecide,
} from '../engine/index.ts';
import { games } from '../games/index.ts';
import type { Store, StoredMatch } from '../store/index.ts';
import { openStore } from '../store/index.ts';
import type { NocturneServer } from './app.ts';
import { createNocturneServer } from './app.ts';
import { LOAD_LIMITS } from './limits.ts';
import type { ErrorCode, ServerMessage } from '../protocol/index.ts';
import { MAX_MESSAGE_BYTES, clientMessage } from '../protocol/index.ts';
import { TestClient, api } from './test-client.ts';

const SEED = process.env.NOCTURNE_FUZZ_SEED || cryptoSeed();
const WS_MESSAGES = 3000;
const HTTP_REQUESTS = 400;
/** The server closes a connection after this many strikes (ws.ts). */
const MAX_STRIKES = 50;
/** Frames past this size are cut off by the WebSocket layer itself (close 1009), before any answer. */
const MAX_FRAME = 64 * MAX_MESSAGE_BYTES;
/** Generous enough that ordinary traffic passes; floods of 40–80 messages still overflow the burst. */
const WIRE = { burst: 30, perSecond: 1000 };
/**
 * Frames the WebSocket layer refuses before the server reads them: it sends its close code, and the server's
 * error handler then terminates the socket, which the client may see first as an abnormal close (1006).
 */
const LAYER_CLOSE = { tooBig: [1009, 1006], badUtf8: [1007, 1006] } as const;

const KNOWN_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'malformed-move',
  'not-your-turn',
  'illegal-move',
  'game-over',
  'bad-time',
  'malformed-message',
  'message-too-large',
  'too-many-messages',
  'no-such-match',
  'bad-token',
  'not-joined',
  'not-a-seat',
  'not-started',
  'stale-version',
  'unavailable',
]);
const STRIKES: ReadonlySet<string> = new Set(['malformed-message', 'message-too-large', 'too-many-messages']);

type AnyMatch = Match<unknown, unknown, unknown, unknown, unknown>;

let store: Store;
let server: NocturneServer;
let base: string;
const opened: TestClient[] = [];

/** A match under attack, with the model's copy of it. */
interface Target {
  readonly name: string;
  readonly id: string;
  readonly game: AnyGame;
  readonly shadow: AnyMatch;
  readonly tokens: Readonly<Record<number, string>>;
  /** Open matches refuse every move; frozen ones are never sent a move the model would accept. */
  readonly open: boolean;
  readonly frozen: boolean;
  /** Every move accepted during the fuzz, to replay later at its old version. */
  readonly accepted: { version: number; seat: PlayerSeat; move: unknown }[];
}

/** One connection and what the model knows of it. */
interface Agent {
  readonly name: string;
  client: TestClient;
  /** Index in client.received of the first message not yet looked at. */
  cursor: number;
  strikes: number;
  /** Where the server has this connection sitting. */
  at: { target: Target; viewer: Viewer } | null;
  /** Where it sits down again after a reconnection: a seat (with its token), or a spectator's chair. */
  readonly home: { target: Target; token?: string } | null;
}

/** What the server must answer to one message. */
type Expect =
  | { readonly kind: 'error'; readonly code: ErrorCode }
  | { readonly kind: 'stale' }
  | { readonly kind: 'sync'; readonly target: Target; readonly viewer: Viewer }
  | { readonly kind: 'accept'; readonly target: Target; readonly seat: PlayerSeat; readonly move: unknown }
  | { readonly kind: 'close'; readonly codes: readonly number[] };

class FuzzFailure extends Error {}

function fail(message: string): never {
  throw new FuzzFailure(message);
}

async function connect(): Promise<TestClient> {
  const client = await TestClient.connect(base);
  opened.push(client);
  return client;
}

/** Resolves when the client receives something or closes, or after `ms`. */
function activity(client: TestClient, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.socket.off('message', done);
      client.socket.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.socket.on('message', done);
    client.socket.on('close', done);
  });
}

/** Text for people, on one line, showing none of the server's insides (no stack, no path, no error class). */
function checkReadable(message: unknown, where: string): void {
  if (typeof message !== 'string' || !/^\S[^\n]* \S[^\n]*$/u.test(message))
    fail(`${where}: ${JSON.stringify(message)} is not readable text`);
  if (
    /\bat \S+ \(|\.[jt]s:\d+|node_modules|file:\/\/|RangeError|TypeError|SyntaxError|Maximum call/.test(
      message,
    )
  )
    fail(`${where}: "${message}" shows the server's insides`);
}

/** A sentence: readable text that ends as a sentence does (every WebSocket refusal is written so). */
function checkSentence(message: unknown, where: string): void {
  checkReadable(message, where);
  if (!/[.!?…]$/u.test(message as string)) fail(`${where}: "${message}" is not a sentence`);
}

/** Every frame must be one of the four messages, well-formed; errors typed with a known code and a sentence. */
function checkFrame(agent: Agent, message: ServerMessage, index: number): void {
  const where = `${agent.name} message ${index} (${JSON.stringify(message).slice(0, 200)})`;
  switch (message.type) {
    case 'error':
      if (!KNOWN_CODES.has(message.code)) fail(`${where}: unknown code ${message.code}`);
      checkSentence(message.message, where);
      return;
    case 'sync':
    case 'update':
    case 'seats':
      return;
    default:
      fail(`${where}: unknown message type`);
  }
}

/** The next answer (an error or a sync; or an update when one is expected), skipping seat news and others' moves. */
async function nextAnswer(agent: Agent, acceptVersion: number | null): Promise<ServerMessage | 'closed'> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const received = agent.client.received;
    while (agent.cursor < received.length) {
      const index = agent.cursor++;
      const message = received[index];
      checkFrame(agent, message, index);
      if (message.type === 'seats') continue;
      if (message.type === 'update') {
        // Someone's accepted move, in the match this connection sits at: never beyond what the model allowed.
        if (!agent.at || message.version > agent.at.target.shadow.version + (acceptVersion === null ? 0 : 1))
          fail(`${agent.name}: an update to version ${message.version} that the model did not allow`);
        if (acceptVersion !== null && message.version === acceptVersion) return message;
        continue;
      }
      return message;
    }
    if (agent.client.closed) return 'closed';
    const left = deadline - Date.now();
    if (left <= 0) fail(`${agent.name}: no answer within 10 s`);
    await activity(agent.client, left);
  }
}

const targets: Target[] = [];
const agents: Agent[] = [];

async function newTarget(
  name: string,
  game: string,
  players: number,
  claim: number[],
  frozen: boolean,
): Promise<Target> {
  const created = await api(base, 'POST', '/api/matches', { game, players });
  expect(created.status).toBe(201);
  const tokens: Record<number, string> = {};
  for (const seat of claim) {
    const claimed = await api(base, 'POST', `/api/matches/${created.body.id}/seats/${seat}`, {
      name: `P${seat}`,
    });
    expect(claimed.status).toBe(201);
    tokens[seat] = claimed.body.token;
  }
  const stored = (await store.loadMatch(created.body.id))!;
  const target: Target = {
    name,
    id: created.body.id,
    game: games[game],
    shadow: Match.replay(games[game], recordOf(stored)),
    tokens,
    open: claim.length < players,
    frozen,
    accepted: [],
  };
  targets.push(target);
  return target;
}

function recordOf(stored: StoredMatch) {
  return {
    game: stored.game,
    options: stored.options,
    seed: stored.seed,
    seats: stored.seats.map((s) => ({ name: s.name ?? '' })),
    log: stored.log,
  };
}

/** What a match looks like from outside and in the store, for before/after comparisons (clocks and presence left out). */
async function snapshot(target: Target) {
  const stored = (await store.loadMatch(target.id))!;
  const live = (await server.hub.get(target.id))!;
  const viewers: Viewer[] = [SPECTATOR, ...target.shadow.seats.map((_, seat) => seat)];
  const views = viewers.map((viewer) => {
    const sync = live.syncFor(viewer);
    if (sync.type !== 'sync') throw new Error('unreachable');
    const { view, legalMoves, toAct, outcome, history, version, status } = sync;
    return { viewer, view, legalMoves, toAct, outcome, history, version, status };
  });
  const replayed = Match.replay(target.game, recordOf(stored));
  return { stored, views, hash: replayed.hash(), version: live.version };
}

// ---------------------------------------------------------------------------------------------------------------
// The model: what the server must answer to each message.

function predictText(agent: Agent, text: string): Expect {
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_FRAME) return { kind: 'close', codes: LAYER_CLOSE.tooBig };
  if (bytes > MAX_MESSAGE_BYTES) return { kind: 'error', code: 'message-too-large' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'error', code: 'malformed-message' };
  }
  let result: ReturnType<typeof clientMessage.safeParse>;
  try {
    result = clientMessage.safeParse(parsed);
  } catch {
    return { kind: 'error', code: 'malformed-message' }; // too deep to even look at
  }
  if (!result.success) return { kind: 'error', code: 'malformed-message' };
  const message = result.data;
  switch (message.type) {
    case 'join': {
      const target = targets.find((t) => t.id === message.match);
      if (!target) return { kind: 'error', code: 'no-such-match' };
      if (message.token === undefined) return { kind: 'sync', target, viewer: SPECTATOR };
      const seat = Object.entries(target.tokens).find(([, token]) => token === message.token)?.[0];
      if (seat === undefined) return { kind: 'error', code: 'bad-token' };
      return { kind: 'sync', target, viewer: Number(seat) };
    }
    case 'move': {
      if (!agent.at) return { kind: 'error', code: 'not-joined' };
      const { target, viewer } = agent.at;
      if (viewer === SPECTATOR) return { kind: 'error', code: 'not-a-seat' };
      if (target.open) return { kind: 'error', code: 'not-started' };
      if (message.version !== target.shadow.version) return { kind: 'stale' };
      try {
        checkMove(target.game, target.shadow.state, viewer, message.move);
      } catch (error) {
        if (error instanceof MoveError) return { kind: 'error', code: error.code };
        throw error;
      }
      return { kind: 'accept', target, seat: viewer as PlayerSeat, move: message.move };
    }
    case 'sync':
      if (!agent.at) return { kind: 'error', code: 'not-joined' };
      return { kind: 'sync', target: agent.at.target, viewer: agent.at.viewer };
    case 'resign':
    case 'vote-bot':
    case 'chat':
    case 'suggest':
      // The table's messages have their own tests (server/table.test.ts); this model never sends them.
      throw new Error(`the fuzz does not model ${message.type}`);
  }
}

function predictBinary(bytes: number): Expect {
  if (bytes > MAX_FRAME) return { kind: 'close', codes: LAYER_CLOSE.tooBig };
  if (bytes > MAX_MESSAGE_BYTES) return { kind: 'error', code: 'message-too-large' };
  return { kind: 'error', code: 'malformed-message' };
}

/** The version an error carries: the match the connection sits at, if any. */
function expectedVersion(agent: Agent): number | undefined {
  return agent.at ? agent.at.target.shadow.version : undefined;
}

/** Checks one error against the model, and counts strikes (closing at the limit, as the server does). */
async function takeError(
  agent: Agent,
  answer: ServerMessage,
  code: ErrorCode | null,
): Promise<'closed' | 'ok'> {
  if (answer.type !== 'error') fail(`${agent.name}: expected an error ${code ?? ''}, got ${answer.type}`);
  if (answer.code !== code && answer.code !== 'too-many-messages')
    fail(`${agent.name}: expected ${code}, got ${answer.code} ("${answer.message}")`);
  if (answer.version !== expectedVersion(agent))
    fail(`${agent.name}: error version ${answer.version}, expected ${expectedVersion(agent)}`);
  if (!STRIKES.has(answer.code)) return 'ok';
  if (++agent.strikes < MAX_STRIKES) return 'ok';
  await expectClose(agent, [1008]);
  return 'closed';
}

async function expectClose(agent: Agent, codes: readonly number[]): Promise<void> {
  const next = await nextAnswer(agent, null);
  if (next !== 'closed')
    fail(`${agent.name}: expected the connection closed (${codes}), got ${JSON.stringify(next)}`);
  if (!codes.includes(agent.client.closed!.code))
    fail(`${agent.name}: closed with ${agent.client.closed?.code}, expected ${codes}`);
  await reconnect(agent);
}

/** A new connection for a closed agent; a seat agent sits down again. */
async function reconnect(agent: Agent): Promise<void> {
  agent.client = await connect();
  agent.cursor = 0;
  agent.strikes = 0;
  agent.at = null;
  if (agent.home) await exchange(agent, homeJoin(agent.home));
}

function homeJoin(home: { target: Target; token?: string }): string {
  return JSON.stringify({ type: 'join', match: home.target.id, token: home.token });
}

/** Sends one text (or binary) message and checks the answer against the model; returns what was expected. */
async function exchange(agent: Agent, payload: string | Buffer, binary = false): Promise<Expect> {
  const expected =
    typeof payload === 'string' && !binary
      ? predictText(agent, payload)
      : predictBinary(Buffer.byteLength(payload));
  if (typeof payload === 'string' && !binary) agent.client.send(payload);
  else agent.client.socket.send(payload, { binary: true });
  await settle(agent, expected);
  return expected;
}

async function settle(agent: Agent, expected: Expect): Promise<void> {
  if (expected.kind === 'close') return expectClose(agent, expected.codes);
  const acceptVersion = expected.kind === 'accept' ? expected.target.shadow.version + 1 : null;
  const answer = await nextAnswer(agent, acceptVersion);
  if (answer === 'closed') fail(`${agent.name}: closed (${agent.client.closed?.code}) instead of answering`);
  if (answer.type === 'error' && answer.code === 'too-many-messages') {
    await takeError(agent, answer, null);
    return;
  }
  switch (expected.kind) {
    case 'error':
      await takeError(agent, answer, expected.code);
      return;
    case 'stale':
      // Only the error: the connection already has every update since the version it sent (no sync follows,
      // and one that did would be taken for the answer to the next message, and fail there).
      await takeError(agent, answer, 'stale-version');
      return;
    case 'sync':
      if (answer.type !== 'sync')
        fail(`${agent.name}: expected a sync, got ${JSON.stringify(answer).slice(0, 200)}`);
      checkSync(agent, answer, expected.target, expected.viewer);
      agent.at = { target: expected.target, viewer: expected.viewer };
      return;
    case 'accept': {
      if (answer.type !== 'update')
        fail(`${agent.name}: a legal move was not accepted: ${JSON.stringify(answer).slice(0, 300)}`);
      const { target, seat, move } = expected;
      const version = target.shadow.version;
      const [applied] = target.shadow.play(seat, move);
      target.accepted.push({ version, seat, move: applied.move });
      const entry = answer.entries.find((e) => e.version === version + 1);
      if (entry?.seat !== seat) fail(`${agent.name}: the acknowledgement does not carry the move`);
      return;
    }
  }
}

function checkSync(
  agent: Agent,
  sync: Extract<ServerMessage, { type: 'sync' }>,
  target: Target,
  viewer: Viewer,
) {
  if (sync.match !== target.id || sync.you !== viewer || sync.version !== target.shadow.version)
    fail(
      `${agent.name}: sync for ${sync.match}/${sync.you}@${sync.version}, expected ${target.id}/${viewer}`,
    );
  if (canonicalJson(sync.view) !== canonicalJson(target.shadow.view(viewer)))
    fail(`${agent.name}: the sync's view differs from the model's`);
}

/** Sends `count` copies of one harmless message at once: each answered, or refused for the rate, until the strike limit. */
async function flood(agent: Agent, text: string, count: number): Promise<number> {
  const expected = predictText(agent, text);
  if (expected.kind !== 'error' && expected.kind !== 'sync')
    throw new Error('floods are of harmless messages');
  for (let i = 0; i < count; i++) agent.client.send(text);
  let answers = 0;
  let limited = 0;
  while (answers < count) {
    const answer = await nextAnswer(agent, null);
    if (answer === 'closed') fail(`${agent.name}: closed during a flood with ${agent.strikes} strikes`);
    answers++;
    if (answer.type === 'error' && answer.code === 'too-many-messages') limited++;
    if (expected.kind === 'sync' && answer.type === 'sync') {
      checkSync(agent, answer, expected.target, expected.viewer);
      continue;
    }
    const result = await takeError(agent, answer, expected.kind === 'error' ? expected.code : null);
    if (result === 'closed') return limited;
  }
  return limited;
}

// ---------------------------------------------------------------------------------------------------------------
// The generator.

const JUNK_CHARS = '{}[]":,\\ \n\t0123456789abcdefxyz-+.eE_$\u0000\u00e9\u4e16\ud83c\udf19\ufffd';

function junkText(rng: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += JUNK_CHARS[rng.int(JUNK_CHARS.length)];
  return out;
}

function junkBytes(rng: Rng, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = rng.int(256);
  return bytes;
}

function size(rng: Rng): number {
  const roll = rng.float();
  if (roll < 0.8) return 1 + rng.int(200);
  if (roll < 0.9) return MAX_MESSAGE_BYTES - 200 + rng.int(200); // just under the limit
  if (roll < 0.98) return MAX_MESSAGE_BYTES + 1 + rng.int(MAX_FRAME - MAX_MESSAGE_BYTES); // typed refusal
  return MAX_FRAME + 1 + rng.int(10_000); // cut off by the WebSocket layer
}

function nested(depth: number, leaf: string, asObject: boolean): string {
  return asObject
    ? '{"a":'.repeat(depth) + leaf + '}'.repeat(depth)
    : '['.repeat(depth) + leaf + ']'.repeat(depth);
}

/** A string that looks like a token: a real one, one a character off, one of another match, or made up. */
function tokenGuess(rng: Rng): string {
  const real = targets.flatMap((t) => Object.values(t.tokens));
  const one = rng.pick(real);
  switch (rng.int(6)) {
    case 0: {
      const i = rng.int(one.length);
      return one.slice(0, i) + (one[i] === 'A' ? 'B' : 'A') + one.slice(i + 1);
    }
    case 1:
      return one.slice(0, -1);
    case 2:
      return one + 'x';
    case 3:
      return one.toUpperCase();
    case 4:
      return junkText(rng, 1 + rng.int(60))
        .split('\u0000')
        .join('');
    default:
      return Buffer.from(junkBytes(rng, 32)).toString('base64url');
  }
}

function matchIdGuess(rng: Rng): string {
  const known = rng.pick(targets).id;
  return rng.pick([
    known,
    known,
    known.slice(0, -1) + (known.endsWith('A') ? 'B' : 'A'),
    Buffer.from(junkBytes(rng, 12)).toString('base64url'),
    '__proto__',
    'constructor',
    'hasOwnProperty',
    '../../../../etc/passwd',
    'short',
    'x'.repeat(65),
    'x'.repeat(64),
    "' OR 1=1 --",
    known.toLowerCase(),
  ]);
}

/** A move: legal for someone, illegal, malformed, too big, too deep, or carrying prototype keys. */
function moveGuess(rng: Rng, agent: Agent): unknown {
  const target = agent.at?.target ?? rng.pick(targets);
  const seats = target.shadow.seats.map((_, s) => s);
  const anyLegal = seats.flatMap((s) => target.shadow.legalMoves(s));
  const old = target.accepted.length ? rng.pick(target.accepted).move : { cell: 4 };
  switch (rng.int(14)) {
    case 0:
    case 1:
      return anyLegal.length ? rng.pick(anyLegal) : { cell: rng.int(9) };
    case 2:
      return old;
    case 3:
      return { cell: rng.pick([-1, 9, 4.5, 1e300, '4', null]) };
    case 4:
      return { type: 'bid', count: rng.pick([0, -1, 1, 99, 2.5]), face: rng.pick([0, 1, 6, 7, '3']) };
    case 5:
      return { type: 'challenge', extra: true };
    case 6:
      return rng.pick([null, 0, 'liar', [], {}, true, [{ cell: 4 }]]);
    case 7:
      return JSON.parse(nested(17 + rng.int(10), '1', rng.int(2) === 0)); // deeper than a move may be
    case 8:
      return 'x'.repeat(4100 + rng.int(5000)); // larger than a move may be
    case 9:
      return JSON.parse('{"__proto__":{"cell":4,"polluted":true}}');
    case 10:
      return JSON.parse('{"constructor":{"prototype":{"polluted":true}},"cell":4}');
    case 11:
      return JSON.parse('{"type":"challenge","__proto__":{"type":"bid"},"constructor":null}');
    case 12:
      return { cell: 4, type: 'bid', count: 1, face: 2 };
    default:
      return { type: 'bid', count: 1 + rng.int(15), face: 1 + rng.int(6) };
  }
}

function versionGuess(rng: Rng, agent: Agent): unknown {
  const current = (agent.at?.target ?? targets[0]).shadow.version;
  return rng.pick([
    current,
    current,
    current,
    Math.max(0, current - 1 - rng.int(5)),
    current + 1 + rng.int(3),
    0,
    -1,
    current + 0.5,
    String(current),
    null,
    2 ** 53,
    1e308,
  ]);
}

/** A JSON text: one of the protocol's messages, right or wrong in any part, or any other JSON. */
function messageGuess(rng: Rng, agent: Agent): string {
  switch (rng.int(12)) {
    case 0:
    case 1:
      return JSON.stringify({ type: 'move', version: versionGuess(rng, agent), move: moveGuess(rng, agent) });
    case 2: {
      const message: Record<string, unknown> = { type: 'join', match: matchIdGuess(rng) };
      if (rng.int(3) > 0) message.token = tokenGuess(rng);
      return JSON.stringify(message);
    }
    case 3:
      return JSON.stringify({ type: 'sync' });
    case 4:
      return rng.pick([
        '{"type":"sync","__proto__":{"polluted":true}}',
        '{"__proto__":{"type":"sync"}}',
        '{"type":"join","match":"aaaaaaaa","__proto__":{"token":"x"}}',
        '{"type":"sync","constructor":{"prototype":{"polluted":true}}}',
        '{"type":"move","version":0,"move":{"cell":4},"prototype":{}}',
        '{"type":"__proto__"}',
        '{"type":"constructor"}',
        '{"type":"toString"}',
      ]);
    case 5: {
      const move = JSON.stringify({
        type: 'move',
        version: versionGuess(rng, agent),
        move: moveGuess(rng, agent),
      });
      return move.slice(0, rng.int(move.length)); // truncated
    }
    case 6:
      return rng.pick(['null', 'true', '0', '-0', '1e999', '"sync"', '[]', '{}', '[{"type":"sync"}]', '""']);
    case 7:
      return JSON.stringify(
        rng.pick([
          { type: 'move' },
          { type: 'move', version: 0 },
          { type: 'move', move: { cell: 4 } },
          { type: 'join' },
          { type: 'join', match: targets[0].id, token: '' },
          { type: 'join', match: targets[0].id, token: 'x'.repeat(201) },
          { type: 'join', match: targets[0].id, token: 7 },
          { type: 'sync', extra: 1 },
          { type: 'SYNC' },
          { type: ['sync'] },
          { type: null },
          { type: 'move', version: 1, move: { cell: 4 }, token: targets[0].tokens[0] },
        ]),
      );
    case 8: {
      // Deep nesting: a little (refused by shape), or thousands of levels (too deep to even walk).
      const depth = rng.pick([20, 200, 2000, 5000, 7000]);
      const inner = nested(depth, rng.pick(['1', '{}', '"x"']), rng.int(2) === 0);
      return rng.int(2) === 0 ? `{"type":"move","version":0,"move":${inner}}` : inner;
    }
    case 9: {
      const long = 'x'.repeat(size(rng));
      return rng.pick([
        JSON.stringify({ type: 'join', match: targets[0].id, token: long }),
        JSON.stringify({ type: 'sync', pad: long }),
        JSON.stringify({ type: 'move', version: 0, move: long }),
        JSON.stringify(long),
      ]);
    }
    case 10:
      return JSON.stringify({
        type: 'join',
        match: matchIdGuess(rng),
        token: rng.pick(Object.values(rng.pick(targets).tokens)),
      });
    default:
      return junkText(rng, size(rng));
  }
}

/** The legal move the seat to act makes in the one match that takes moves, if it is still being played. */
async function playLegal(rng: Rng): Promise<boolean> {
  const target = targets.find((t) => !t.frozen && !t.open)!;
  if (target.shadow.outcome()) return false;
  const seat = nextToDecide(target.shadow.toAct(), 0)!;
  const agent = agents.find((a) => a.home?.target === target && a.home.token === target.tokens[seat])!;
  // Seat agents wander (they send joins too): the seat's own connection sits down at home again first.
  if (agent.at?.target !== target || agent.at.viewer !== seat)
    await exchange(agent, JSON.stringify({ type: 'join', match: target.id, token: target.tokens[seat] }));
  const move = rng.pick(target.shadow.legalMoves(seat));
  const before = target.accepted.length;
  await exchange(agent, JSON.stringify({ type: 'move', version: target.shadow.version, move }));
  return target.accepted.length > before; // not when the rate limit refused it
}

// ---------------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-fuzz-')) });
  // A small stand-in for the app's build, so the static files are served whether or not `npm run build` ran.
  const webDir = mkdtempSync(join(tmpdir(), 'nocturne-fuzz-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Nocturne</title>');
  server = createNocturneServer({
    store,
    botPauseMs: [0, 0],
    botThreads: 1,
    wire: WIRE,
    webDir,
    limits: LOAD_LIMITS, // hundreds of requests in seconds, from one address (the limits: limits.test.ts)
  });
  base = await server.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
  await server?.close();
  await store?.close();
});

/** Runs `body`, naming the seed in any failure so that it can be rerun. */
async function withSeed(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (error instanceof Error) error.message = `[NOCTURNE_FUZZ_SEED=${SEED}] ${error.message}`;
    throw error;
  }
}

describe(`fuzzing the server (seed ${SEED})`, () => {
  it(`${WS_MESSAGES} bad, odd and hostile WebSocket messages: typed answers, and no match changes but by legal moves`, () =>
    withSeed(async () => {
      const rng = Rng.fromSeed(SEED);
      const prototypes = [Object.prototype, Array.prototype, Function.prototype].map((p) =>
        Object.getOwnPropertyNames(p).sort().join(),
      );
      // Under attack: a Liar's Dice of three people that its own seats play on; a tic-tac-toe in progress that no
      // one may change (its seats only ever send moves the model refuses); a tic-tac-toe still waiting for a player.
      const dice = await newTarget('dice', 'liars-dice', 3, [0, 1, 2], false);
      const frozen = await newTarget('ttt', 'tic-tac-toe', 2, [0, 1], true);
      const open = await newTarget('open', 'tic-tac-toe', 2, [0], true);

      const addAgent = async (name: string, home: Agent['home']) =>
        agents.push({ name, client: await connect(), cursor: 0, strikes: 0, at: null, home });
      for (const [seat, token] of Object.entries(dice.tokens))
        await addAgent(`dice-${seat}`, { target: dice, token });
      for (const [seat, token] of Object.entries(frozen.tokens))
        await addAgent(`ttt-${seat}`, { target: frozen, token });
      await addAgent('open-0', { target: open, token: open.tokens[0] });
      await addAgent('dice-watcher', { target: dice });
      await addAgent('ttt-watcher', { target: frozen });
      for (let i = 0; i < 3; i++) await addAgent(`stranger-${i}`, null);
      for (const one of agents) if (one.home) await exchange(one, homeJoin(one.home));
      // Two moves into the tic-tac-toe, so that it has old moves to replay.
      for (const [seat, cell] of [
        [0, 4],
        [1, 0],
      ] as const) {
        const agent = agents.find((a) => a.name === `ttt-${seat}`)!;
        const expected = await exchange(
          agent,
          JSON.stringify({ type: 'move', version: frozen.shadow.version, move: { cell } }),
        );
        expect(expected.kind).toBe('accept');
      }
      const before = {
        frozen: await snapshot(frozen),
        open: await snapshot(open),
        dice: await snapshot(dice),
      };

      const tally = new Map<string, number>();
      const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
      let sent = 0;
      let legalPlayed = 0;
      let rateLimited = 0;
      while (sent < WS_MESSAGES) {
        const roll = rng.float();
        if (roll < 0.06) {
          if (await playLegal(rng)) legalPlayed++;
          sent++;
          continue;
        }
        const agent = rng.pick(agents);
        if (roll < 0.075) {
          const n = 40 + rng.int(41);
          const text = rng.pick([
            JSON.stringify({ type: 'sync' }),
            '{oops',
            JSON.stringify({ type: 'teleport' }),
          ]);
          rateLimited += await flood(agent, text, n);
          sent += n;
          count('flood');
          continue;
        }
        if (roll < 0.12) {
          await exchange(agent, junkBytes(rng, size(rng)), true);
          count('binary');
        } else if (roll < 0.125) {
          // Not UTF-8, in a text frame: the WebSocket layer closes the connection (1007) before anyone reads it.
          agent.client.socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
          await expectClose(agent, LAYER_CLOSE.badUtf8);
          count('bad-utf8');
        } else if (roll < 0.2) {
          // A seat's own connection replays one of its old moves, at its old version.
          const target = rng.pick(targets);
          const old = target.accepted.length ? rng.pick(target.accepted) : null;
          const owner = agents.find((a) => a.at?.target === target && a.at.viewer === old?.seat);
          if (!old || !owner) continue;
          const expected = await exchange(
            owner,
            JSON.stringify({ type: 'move', version: old.version, move: old.move }),
          );
          count(`replay:${expected.kind}`);
        } else if (roll < 0.3) {
          // A seated connection (or a spectator) sends a guessed move at the current version: the refusals
          // that only come after the version check (not your turn, illegal, malformed, game over) and legal moves.
          const seated = agents.filter((a) => a.at !== null);
          const mover = rng.pick(seated.length ? seated : agents);
          const version = mover.at ? mover.at.target.shadow.version : 0;
          let text = JSON.stringify({ type: 'move', version, move: moveGuess(rng, mover) });
          const guess = predictText(mover, text);
          if (guess.kind === 'accept' && guess.target.frozen)
            text = JSON.stringify({ type: 'move', version: version + 1, move: { cell: 4 } });
          const expected = await exchange(mover, text);
          count(expected.kind === 'error' ? expected.code : expected.kind);
        } else {
          let text = messageGuess(rng, agent);
          // Nothing may change the frozen matches: a move the model would accept there goes out a version ahead.
          const guess = predictText(agent, text);
          if (guess.kind === 'accept' && guess.target.frozen) {
            const parsed = JSON.parse(text) as { version: number };
            text = JSON.stringify({ ...parsed, version: parsed.version + 1 });
          }
          const expected = await exchange(agent, text);
          count(expected.kind === 'error' ? expected.code : expected.kind);
        }
        sent++;
      }

      // The frozen matches are exactly as they were, in the store and in every seat's eyes; the dice match went
      // exactly as far as the legal moves its seats made, and no further.
      expect(await snapshot(frozen)).toEqual(before.frozen);
      expect(await snapshot(open)).toEqual(before.open);
      const after = await snapshot(dice);
      const stored = after.stored;
      expect(stored.log.length).toBe(before.dice.stored.log.length + dice.accepted.length);
      expect(
        stored.log.slice(before.dice.stored.log.length).map((e) => canonicalJson([e.seat, e.move])),
      ).toEqual(dice.accepted.map((a) => canonicalJson([a.seat, a.move])));
      expect(after.hash).toBe(dice.shadow.hash());
      for (const seen of after.views)
        expect(canonicalJson(seen.view)).toBe(canonicalJson(dice.shadow.view(seen.viewer)));
      expect(stored.status).toBe(dice.shadow.outcome() ? 'finished' : 'playing');
      expect(legalPlayed).toBeLessThanOrEqual(dice.accepted.length); // seats also land legal moves among the guesses

      // It was a real workout: every kind of refusal came up, and the limits were hit.
      for (const code of [
        'malformed-message',
        'message-too-large',
        'no-such-match',
        'bad-token',
        'not-joined',
        'not-a-seat',
        'not-started',
        'stale',
        'not-your-turn',
        'illegal-move',
        'malformed-move',
      ])
        expect(tally.get(code) ?? 0, `${code} in ${JSON.stringify([...tally])}`).toBeGreaterThan(0);
      expect(rateLimited).toBeGreaterThan(0);
      expect(legalPlayed).toBeGreaterThan(10);
      // Nothing reached the prototypes of this process (the server runs in it).
      expect(
        [Object.prototype, Array.prototype, Function.prototype].map((p) =>
          Object.getOwnPropertyNames(p).sort().join(),
        ),
      ).toEqual(prototypes);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }));

  it(`${HTTP_REQUESTS} odd HTTP requests: typed answers, never a 5xx, and no seat given away`, () =>
    withSeed(async () => {
      const rng = Rng.fromSeed(`${SEED}/http`);
      const [dice, frozen, open] = targets;
      const before = { frozen: await snapshot(frozen), open: await snapshot(open) };
      const port = Number(new URL(base).port);
      // The WebSocket part is over: its connections go, so that the HTTP connections can be counted below.
      await Promise.all(agents.map((a) => a.client.close()));
      const seen = new Map<number, number>();
      const done: string[] = [];

      // First the known edges, every run; then random ones.
      const requests = [
        ...fixedRequests(dice, frozen, open),
        ...Array.from({ length: HTTP_REQUESTS }, () => httpGuess(rng, dice, frozen, open)),
      ];
      for (const { method, path, body, allowed } of requests) {
        const answer = await rawRequest(port, method, path, body).catch((error: Error) => {
          throw new Error(`${error.message}; before it: ${done.slice(-3).join(' | ')}`);
        });
        done.push(
          `${method} ${path.slice(0, 80)} (${typeof body === 'string' ? body.length : '-'}) → ${answer.status}`,
        );
        const where = `${method} ${path.slice(0, 120)} ${typeof body === 'string' ? body.slice(0, 80) : ''} → ${answer.status} ${answer.text.slice(0, 200)}`;
        seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) fail(`a server error: ${where}`);
        if (/root:x:0:0|"devDependencies"|export function newToken/.test(answer.text))
          fail(`a file leaked: ${where}`);
        if (answer.text.includes(frozen.shadow.seed) || answer.text.includes(open.shadow.seed))
          fail(`a seed leaked: ${where}`);
        // The server decides what is the API's on the normalised path, as here; the rest is the browser app's.
        if (!new URL(path, 'http://localhost').pathname.startsWith('/api/')) {
          if (![200, 304, 400, 403, 404].includes(answer.status)) fail(`unexpected status: ${where}`);
          continue;
        }
        if (!allowed.includes(answer.status)) fail(`unexpected status: ${where}`);
        if (method === 'HEAD') continue;
        if (!/^application\/json/.test(answer.type)) fail(`not JSON: ${where}`);
        const parsed = JSON.parse(answer.text);
        if (answer.status >= 400) {
          if (typeof parsed.error?.code !== 'string' || !/^[a-z-]+$/.test(parsed.error.code))
            fail(`no code: ${where}`);
          // Some texts come from the games and bots (an option's or a bot spec's problem), written as phrases.
          checkReadable(parsed.error.message, where);
        }
      }
      // Bodies too large, sent as browsers send them (fetch keeps the connection for reuse): each gets its 413,
      // and no connection is left half-read afterwards (one would hold up the server's close() for minutes).
      for (const size of [MAX_MESSAGE_BYTES + 1, 200_000, 2_000_000]) {
        const answer = await api(base, 'POST', '/api/matches', 'x'.repeat(size));
        expect([answer.status, answer.body.error.code]).toEqual([413, 'body-too-large']);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      server.http.closeIdleConnections();
      const deadline = Date.now() + 3000;
      let connections = -1;
      while (connections !== 0 && Date.now() < deadline) {
        connections = await new Promise<number>((resolve) =>
          server.http.getConnections((_e, n) => resolve(n)),
        );
        if (connections !== 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(connections, 'HTTP connections left open after the requests').toBe(0);
      // Request targets that are not URLs at all still get a typed answer.
      for (const target of ['http://a:b:c/api/games', 'http://[::1/api/games', 'http://%zz/api/games']) {
        const answer = await rawTarget(port, target);
        expect(answer, target).toMatch(/^HTTP\/1\.1 4\d\d /);
        expect(answer, target).toMatch(/"error":\{"code":"[a-z-]+","message":"[A-Z]/);
      }
      expect(await snapshot(frozen)).toEqual(before.frozen);
      expect(await snapshot(open)).toEqual(before.open);
      expect([...seen.keys()].sort()).toEqual(expect.arrayContaining([200, 201, 400, 404, 409, 413]));
    }));

  it('the server is still up afterwards: a fresh client creates, joins and plays a match to the end', async () => {
    expect(server.http.listening).toBe(true);
    const created = await api(base, 'POST', '/api/matches', { game: 'tic-tac-toe', players: 2 });
    expect(created.status).toBe(201);
    const tokens: string[] = [];
    for (const seat of [0, 1])
      tokens.push(
        (await api(base, 'POST', `/api/matches/${created.body.id}/seats/${seat}`, { name: 'Fresh' })).body
          .token,
      );
    const [x, o] = [await connect(), await connect()];
    await x.join(created.body.id, tokens[0]);
    await o.join(created.body.id, tokens[1]);
    const cells = [4, 0, 2, 6, 3, 5, 1, 7, 8]; // ends in a draw on the last cell
    for (let i = 0; i < cells.length; i++) {
      const player = i % 2 === 0 ? x : o;
      player.send({ type: 'move', version: i, move: { cell: cells[i] } });
      const update = await player.next('update', (u) => u.version === i + 1);
      if (i === cells.length - 1) expect(update.outcome).not.toBeNull();
    }
    const record = await api(base, 'GET', `/api/matches/${created.body.id}/record`);
    expect(record.status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// HTTP.

function httpGuess(rng: Rng, dice: Target, frozen: Target, open: Target) {
  const ids = [dice.id, frozen.id, open.id];
  const id = rng.pick([...ids, 'nosuchmatch1', '__proto__', 'constructor', '..', '%2e%2e', 'x'.repeat(2000)]);
  const bigBody = 'x'.repeat(MAX_MESSAGE_BYTES + 1 + rng.int(200_000));
  switch (rng.int(9)) {
    case 0: {
      // Creating matches: bad JSON, wrong shapes, prototype keys, huge and deep bodies; and a valid one a quarter
      // of the time, so that every seed reaches the success path too (as one body of 22, about one seed in 400 did
      // not).
      const valid = '{"game":"tic-tac-toe","players":2}';
      const body =
        rng.int(4) === 0
          ? valid
          : rng.pick([
              '{"game":"tic-tac-toe","players":2',
              '{"game":"tic-tac-toe","players":2}',
              '{"game":"liars-dice","players":3,"seats":[null,{"bot":"heuristic"},{"bot":"random"}]}',
              '{"game":"__proto__","players":2}',
              '{"game":"constructor","players":2}',
              '{"game":"toString","players":2}',
              '{"game":"tic-tac-toe","players":2,"__proto__":{"admin":true}}',
              '{"game":"liars-dice","players":2,"options":{"__proto__":{"dice":6}}}',
              '{"game":"liars-dice","players":2,"options":{"dice":6,"constructor":{"prototype":{"x":1}}}}',
              '{"game":"liars-dice","players":1e9}',
              '{"game":"liars-dice","players":-2}',
              '{"game":"liars-dice","players":2.5}',
              '{"game":"liars-dice","players":2,"seats":[{"bot":"../../etc/passwd"}]}',
              '{"game":"liars-dice","players":2,"seats":[{"bot":"ismcts-99999999999"}]}',
              '{"game":"liars-dice","players":2,"seats":[1,2]}',
              `{"game":"tic-tac-toe","players":2,"options":${nested(rng.pick([20, 3000, 7000]), '1', rng.int(2) === 0)}}`,
              nested(7000, '1', false),
              bigBody,
              '',
              'null',
              '[]',
              '\u0000\u0001',
            ]);
      return { method: 'POST', path: '/api/matches', body, allowed: [201, 400, 413] };
    }
    case 1: {
      // Claiming seats: never a valid claim of the open seat, so no seat is ever given away.
      const seat = rng.pick([
        '0',
        '1',
        '2',
        '3',
        '-1',
        '1.0',
        '1e0',
        '0x1',
        '%201',
        '99999999999999999999',
        '__proto__',
        '..',
      ]);
      const body = rng.pick([
        '{"name":""}',
        '{"name":"   "}',
        `{"name":"${'n'.repeat(41)}"}`,
        '{"name":7}',
        '{"name":"Ann","token":"x"}',
        '{"name":"Ann","__proto__":{"seat":1}}',
        '{"nom":"Ann"}',
        '{"name":"Ann"',
        bigBody,
        nested(6000, '"Ann"', true),
        '{"name":"Ann"}',
      ]);
      const valid = body === '{"name":"Ann"}';
      // A valid name is only sent for seats that are not free: taken, a bot's, out of range, or not a number.
      const path = `/api/matches/${valid ? rng.pick([dice.id, frozen.id]) : rng.pick([...ids, id])}/seats/${seat}`;
      return { method: 'POST', path, body, allowed: [400, 404, 409, 413] };
    }
    case 2:
      // The dice match may have ended during the WebSocket fuzz: then, and only then, its record is public.
      return {
        method: 'GET',
        path: `/api/matches/${id}/record`,
        body: undefined,
        allowed: id === dice.id && dice.shadow.outcome() ? [200] : [404, 409],
      };
    case 3:
      return { method: 'GET', path: `/api/matches/${id}`, body: undefined, allowed: [200, 404] };
    case 4:
      return {
        method: 'GET',
        path: `/api/matches?status=${rng.pick(['open', 'playing', 'finished', 'all', '', '__proto__', 'open&status=x'])}`,
        body: undefined,
        allowed: [200, 400],
      };
    case 5: {
      // Wrong methods on every route.
      const method = rng.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE']);
      const path = rng.pick([
        '/api/games',
        '/api/matches',
        `/api/matches/${id}`,
        `/api/matches/${id}/record`,
        `/api/matches/${id}/seats/1`,
      ]);
      return {
        method,
        path,
        body: method === 'HEAD' || method === 'TRACE' ? undefined : '{}',
        allowed: [404],
      };
    }
    case 6: {
      // Paths that try to climb out, or to confuse the router.
      const path = rng.pick([
        '/api/../../../../etc/passwd',
        '/api/..%2f..%2f..%2fetc%2fpasswd',
        '/api/%2e%2e/%2e%2e/etc/passwd',
        `/api/matches/${frozen.id}/../../games`,
        `/api/matches/${frozen.id}/seats/1/../../record`,
        '/api/matches/..%5c..%5cwindows%5cwin.ini',
        '/api//games',
        '/api/games/',
        '/api/games?x=' + 'y'.repeat(5000),
        '/api/matches/%00',
        '/api/matches/a%00b/record',
        '/%2e%2e/server/tokens.ts',
        '/../package.json',
        '/api',
        '/api/',
      ]);
      return { method: 'GET', path, body: undefined, allowed: [200, 400, 404, 409] };
    }
    case 7:
      return { method: 'GET', path: '/api/games', body: undefined, allowed: [200] };
    default:
      return {
        method: 'POST',
        path: rng.pick(['/api/games', `/api/matches/${id}`, `/api/matches/${id}/record`]),
        body: bigBody,
        allowed: [404, 413],
      };
  }
}

/** Edge cases sent every run: every odd seat number with a good name, deep and huge bodies, climbing paths. */
function fixedRequests(dice: Target, frozen: Target, open: Target) {
  const seats = [
    '-1',
    '1.0',
    '1e0',
    '0x1',
    '%201',
    '99999999999999999999',
    '9007199254740993',
    '__proto__',
    '2',
    '3',
  ];
  const claims = [dice, frozen, open].flatMap((target) =>
    seats.map((seat) => ({
      method: 'POST',
      path: `/api/matches/${target.id}/seats/${seat}`,
      // A good name for seats that are not free; for the open match's seats, only a name that is refused.
      body: target === open ? '{"name":"   "}' : '{"name":"Ann"}',
      allowed: [400, 404, 409],
    })),
  );
  const bodies = [
    nested(7000, '1', false),
    `{"game":"tic-tac-toe","players":2,"options":${nested(7000, '1', true)}}`,
    '{"game":"__proto__","players":2}',
    '{"game":"tic-tac-toe","players":2,"__proto__":{"admin":true}}',
    'x'.repeat(MAX_MESSAGE_BYTES + 1),
    'x'.repeat(2_000_000),
  ].map((body) => ({ method: 'POST', path: '/api/matches', body, allowed: [400, 413] }));
  const paths = [
    '/api/../../../../etc/passwd',
    '/api/%2e%2e/%2e%2e/package.json',
    '/../package.json',
    '/api/',
  ].map((path) => ({ method: 'GET', path, body: undefined, allowed: [404] }));
  return [...claims, ...bodies, ...paths];
}

/** One request, the path sent exactly as written (no client-side normalisation). */
function rawRequest(
  port: number,
  method: string,
  path: string,
  body: string | undefined,
): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to ${method} ${path.slice(0, 100)}`)), 5000);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        // Framed explicitly: Node's client sends a DELETE or OPTIONS body without a length otherwise.
        headers:
          body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text });
        });
        res.on('error', reject);
      },
    );
    // The server may answer (413) and close before a big body is all sent: that is its right.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    req.end(body);
  });
}

/** A request line written by hand, for request targets no client library would send. */
function rawTarget(port: number, target: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = netConnect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
  });
}
