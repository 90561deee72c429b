import { describe, expect, it } from 'vitest';
import { NOBODY } from './acting.ts';
import type { MoveErrorCode } from './errors.ts';
import { MoveError, isMoveError } from './errors.ts';
import { SYSTEM } from './game.ts';
import { canonicalJson, hashJson } from './json.ts';
import { Match } from './match.ts';
import { MAX_MOVE_CHARS, applyMove, checkMove, eventsFor, keyOf } from './play.ts';
import { Rng } from './rng.ts';
import { nim, refusal, secretDuel, trapTrack } from './test-games/index.ts';
import type { NimEvent, NimMove, NimOptions, NimState } from './test-games/nim.ts';

type NimMatch = Match<NimState, NimMove, NimState, NimEvent, NimOptions>;

const seats = [{ name: 'Ann' }, { name: 'Bo' }];

function newMatch(): NimMatch {
  return Match.create(nim, { seats, seed: 'match-test' });
}

/** Seven stones: Ann takes 2 at 100, Bo 1 at 250, Ann 3 at 300, Bo the last one at 400. */
function playedMatch(): NimMatch {
  const match = newMatch();
  match.play(0, { take: 2 }, 100);
  match.play(1, { take: 1 }, 250);
  match.play(0, { take: 3 }, 300);
  match.play(1, { take: 1 }, 400);
  return match;
}

/** A deep copy of a match's record with one log entry replaced (or removed, with `null`). */
function tampered(match: NimMatch, index: number, entry: unknown) {
  const record = JSON.parse(JSON.stringify(match.record)) as { log: unknown[] };
  if (entry === null) record.log.splice(index, 1);
  else record.log[index] = entry;
  return record as unknown as NimMatch['record'];
}

describe('record and replay', () => {
  it('replaying the record reproduces the state hash, the log and the outcome', () => {
    const match = playedMatch();
    expect(match.outcome()).toEqual({ winners: [1], reason: 'last-stone' });
    expect(match.record.log.map((e) => [e.seat, e.move, e.at])).toEqual([
      [0, { take: 2 }, 100],
      [1, { take: 1 }, 250],
      [0, { take: 3 }, 300],
      [1, { take: 1 }, 400],
    ]);

    const replayed = Match.replay(nim, match.record);
    expect(replayed.hash()).toBe(match.hash());
    expect(replayed.state).toEqual(match.state);
    expect(replayed.record).toEqual(match.record);
    expect(replayed.outcome()).toEqual(match.outcome());
    expect(replayed.time).toBe(400);
  });

  it('a record survives being stored as text', () => {
    const match = playedMatch();
    const stored = JSON.parse(JSON.stringify(match.record)) as NimMatch['record'];
    expect(Match.replay(nim, stored).hash()).toBe(match.hash());
  });

  it('every move changes the hash, and the hash depends only on the record', () => {
    const match = newMatch();
    const hashes = [match.hash()];
    match.play(0, { take: 1 }, 10);
    hashes.push(match.hash());
    match.play(1, { take: 1 }, 20);
    hashes.push(match.hash());
    expect(new Set(hashes).size).toBe(3);
    // A replay of a prefix of the log lands on the hash the live match had there.
    const record = match.record;
    expect(Match.replay(nim, { ...record, log: record.log.slice(0, 1) }).hash()).toBe(hashes[1]);
    expect(Match.replay(nim, { ...record, log: [] }).hash()).toBe(hashes[0]);
  });

  it('the record is a snapshot: later moves do not change it', () => {
    const match = newMatch();
    match.play(0, { take: 1 });
    const record = match.record;
    match.play(1, { take: 1 });
    expect(record.log).toHaveLength(1);
    expect(match.version).toBe(2);
  });

  it.each<[string, number, unknown, MoveErrorCode]>([
    ['an illegal move', 1, { seat: 1, move: { take: 4 }, at: 250 }, 'illegal-move'],
    ['the wrong seat', 2, { seat: 1, move: { take: 3 }, at: 300 }, 'not-your-turn'],
    ['the system seat', 0, { seat: SYSTEM, move: { take: 2 }, at: 100 }, 'not-your-turn'],
    ['a time going backwards', 2, { seat: 0, move: { take: 3 }, at: 50 }, 'bad-time'],
    ['a time that is not a number', 1, { seat: 1, move: { take: 1 }, at: '250' }, 'bad-time'],
    ['an entry that is not an object', 0, 'take two', 'malformed-move'],
    [
      'an oversized move',
      0,
      { seat: 0, move: { take: 2, note: 'x'.repeat(MAX_MOVE_CHARS) }, at: 100 },
      'malformed-move',
    ],
  ])('replaying a log with %s throws a MoveError naming the entry', (_, index, entry, code) => {
    const error = refusal(() => Match.replay(nim, tampered(playedMatch(), index, entry)));
    expect(error.code).toBe(code);
    expect(error.message).toMatch(new RegExp(`^log entry ${index}: `));
  });

  it('replaying a log with a move after the end throws game-over on that entry', () => {
    const record = playedMatch().record;
    const error = refusal(() =>
      Match.replay(nim, { ...record, log: [...record.log, { seat: 0, move: { take: 1 }, at: 500 }] }),
    );
    expect(error.code).toBe('game-over');
    expect(error.message).toMatch(/^log entry 4: /);
  });

  it('refuses a record of another game, or with a seat count the game cannot seat', () => {
    const record = playedMatch().record;
    expect(() => Match.replay(nim, { ...record, game: 'tic-tac-toe' })).toThrow(RangeError);
    expect(() => Match.replay(nim, { ...record, seats: [...seats, ...seats] })).toThrow(/2–3 players/);
    expect(() => Match.create(nim, { seats: [seats[0]] })).toThrow(/2–3 players/);
    expect(() => Match.create(nim, { seats, options: { stones: 0 } })).toThrow(RangeError);
  });

  it('a match without a seed draws a fresh one', () => {
    const a = Match.create(nim, { seats });
    const b = Match.create(nim, { seats });
    expect(a.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(a.seed).not.toBe(b.seed);
  });
});

describe('refused moves', () => {
  /** Ann has taken one stone at 100: it is Bo's turn, six stones left. */
  function midMatch(): NimMatch {
    const match = newMatch();
    match.play(0, { take: 1 }, 100);
    return match;
  }

  const deep = JSON.parse('['.repeat(40) + '1' + ']'.repeat(40)) as unknown;
  const polluted = JSON.parse('{"take":1,"__proto__":{"take":2}}') as unknown;

  it.each<[string, MoveErrorCode, (match: NimMatch) => unknown]>([
    ['a function in the move', 'malformed-move', (m) => m.play(1, { take: () => 1 })],
    ['NaN in the move', 'malformed-move', (m) => m.play(1, { take: NaN })],
    ['a class instance as the move', 'malformed-move', (m) => m.play(1, new Date())],
    ['no move at all', 'malformed-move', (m) => m.play(1, undefined)],
    ['a move nested too deeply', 'malformed-move', (m) => m.play(1, deep)],
    ['an oversized move', 'malformed-move', (m) => m.play(1, { take: 1, note: 'x'.repeat(MAX_MOVE_CHARS) })],
    ['a move by the seat not to act', 'not-your-turn', (m) => m.play(0, { take: 1 })],
    ['a seat the match does not have', 'not-your-turn', (m) => m.play(7, { take: 1 })],
    ['a negative seat', 'not-your-turn', (m) => m.play(-1, { take: 1 })],
    ['a fractional seat', 'not-your-turn', (m) => m.play(0.5, { take: 1 })],
    [
      'a player posing as the system seat',
      'not-your-turn',
      (m) => m.play(SYSTEM as unknown as number, { take: 1 }),
    ],
    ['taking four', 'illegal-move', (m) => m.play(1, { take: 4 })],
    ['taking none', 'illegal-move', (m) => m.play(1, { take: 0 })],
    ['a number written as text', 'illegal-move', (m) => m.play(1, { take: '1' })],
    ['a legal move with an extra field', 'illegal-move', (m) => m.play(1, { take: 1, free: true })],
    ['a legal move with a __proto__ key', 'illegal-move', (m) => m.play(1, polluted)],
    ['a move logged before the previous one', 'bad-time', (m) => m.play(1, { take: 1 }, 99)],
    ['a move at no time', 'bad-time', (m) => m.play(1, { take: 1 }, NaN)],
    ['a move at an infinite time', 'bad-time', (m) => m.play(1, { take: 1 }, Infinity)],
  ])('%s is refused with its code and leaves the match unchanged', (_, code, attempt) => {
    const match = midMatch();
    const before = { hash: match.hash(), version: match.version, toAct: match.toAct(), state: match.view(0) };
    const error = refusal(() => attempt(match));
    expect(error).toBeInstanceOf(MoveError);
    expect(isMoveError(error)).toBe(true);
    expect(error.name).toBe('MoveError');
    expect(error.code).toBe(code);
    expect(match.hash()).toBe(before.hash);
    expect(match.version).toBe(before.version);
    expect(match.toAct()).toEqual(before.toAct);
    expect(match.view(0)).toEqual(before.state);
    // ...and the match goes on: the right move by the right seat is still accepted.
    expect(match.play(1, { take: 1 }, 200)).toHaveLength(1);
  });

  it('the refusal names the seat that tried', () => {
    expect(refusal(() => midMatch().play(0, { take: 1 })).seat).toBe(0);
    expect(refusal(() => midMatch().play(1, { take: 9 })).seat).toBe(1);
  });

  it('a move once the game is over is refused with game-over, whoever makes it', () => {
    const match = playedMatch();
    const hash = match.hash();
    for (const seat of [0, 1])
      expect(refusal(() => match.play(seat, { take: 1 }, 500)).code).toBe('game-over');
    expect(match.toAct()).toEqual(NOBODY);
    expect(match.legalMoves(0)).toEqual([]);
    expect(match.hash()).toBe(hash);
    expect(match.version).toBe(4);
  });
});

describe('the checked move door', () => {
  it('extra fields are not the legal move: only the exact move is, and the game gets its own object', () => {
    const state = nim.setup({ players: 2, options: nim.options.defaults, rng: Rng.fromSeed('door') });
    expect(refusal(() => checkMove(nim, state, 0, { take: 1, extra: 'x' })).code).toBe('illegal-move');
    const raw = JSON.parse('{"take":1}') as unknown;
    const move = checkMove(nim, state, 0, raw);
    expect(move).not.toBe(raw);
    expect(nim.legalMoves(state, 0)).toContain(move); // the very object the game listed
    expect(Object.isFrozen(move)).toBe(true);
  });

  it('extra fields are refused even when the game’s moveKey would not see them', () => {
    const state = secretDuel.setup({
      players: 2,
      options: secretDuel.options.defaults,
      rng: Rng.fromSeed('door'),
    });
    expect(secretDuel.wire?.moveKey?.({ hand: 'rock', extra: 1 } as never)).toBe('rock');
    expect(refusal(() => checkMove(secretDuel, state, 0, { hand: 'rock', extra: 1 })).code).toBe(
      'illegal-move',
    );
    // Input the game's moveKey cannot even read is refused as a move, not as a crash.
    expect(refusal(() => checkMove(secretDuel, state, 0, null)).code).toBe('illegal-move');
    expect(refusal(() => checkMove(secretDuel, state, 0, 'rock')).code).toBe('illegal-move');
    expect(checkMove(secretDuel, state, 0, { hand: 'rock' })).toEqual({ hand: 'rock' });
  });

  it('the logged move is the game’s own, not the input', () => {
    const match = newMatch();
    const raw = { take: 2 };
    match.play(0, raw);
    raw.take = 3; // the sender changing its object afterwards changes nothing
    expect(match.record.log[0].move).toEqual({ take: 2 });
    expect(match.state.stones).toBe(5);
  });

  it('key order in a raw move does not matter', () => {
    const state = trapTrack.setup({
      players: 2,
      options: trapTrack.options.defaults,
      rng: Rng.fromSeed('order'),
    });
    const move = checkMove(trapTrack, state, 0, JSON.parse('{"by":2,"type":"step"}'));
    expect(move).toEqual({ type: 'step', by: 2 });
  });

  it('applyMove refuses without touching the state, and applies a legal move', () => {
    const state = nim.setup({ players: 2, options: { stones: 3 }, rng: Rng.fromSeed('apply') });
    const ctx = { rng: Rng.fromSeed('apply'), time: 0 };
    const hash = hashJson(state);
    expect(refusal(() => applyMove(nim, state, 0, { take: 3, more: 1 }, ctx)).code).toBe('illegal-move');
    expect(refusal(() => applyMove(nim, state, 1, { take: 1 }, ctx)).code).toBe('not-your-turn');
    expect(refusal(() => applyMove(nim, state, 'nobody', { take: 1 }, ctx)).code).toBe('not-your-turn');
    expect(hashJson(state)).toBe(hash);
    const { move, events } = applyMove(nim, state, 0, { take: 3 }, ctx);
    expect(move).toEqual({ take: 3 });
    expect(events).toEqual([
      { type: 'took', seat: 0, take: 3, left: 0 },
      { type: 'won', seat: 0 },
    ]);
    expect(refusal(() => applyMove(nim, state, 1, { take: 1 }, ctx)).code).toBe('game-over');
  });

  it('keyOf uses the game’s moveKey when it has one, canonical JSON otherwise', () => {
    expect(keyOf(secretDuel, { hand: 'rock' })).toBe('rock');
    expect(keyOf(nim, { take: 2 })).toBe(canonicalJson({ take: 2 }));
  });

  it('eventsFor passes events through when the game redacts none, and redacts per viewer when it does', () => {
    const events: NimEvent[] = [{ type: 'took', seat: 0, take: 1, left: 6 }];
    const seen = eventsFor(nim, events, 1);
    expect(seen).toEqual(events);
    expect(seen).not.toBe(events);
    expect(eventsFor(secretDuel, [{ type: 'chose', seat: 0, hand: 'rock' }], 1)).toEqual([
      { type: 'chose', seat: 0 },
    ]);
    expect(eventsFor(secretDuel, [{ type: 'chose', seat: 0, hand: 'rock' }], 0)).toEqual([
      { type: 'chose', seat: 0, hand: 'rock' },
    ]);
  });
});
