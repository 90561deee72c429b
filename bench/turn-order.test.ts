// Every driver asks who acts next the one way (engine/turn-order.ts), on every registered game: the match driver
// at each step of random games, the search in its rollouts, and the bench's random playouts at each seat they ask.
// (The module's own tie-breaks are engine/turn-order.test.ts. This test sits in bench/, the one layer that sees
// every driver it compares; the server and the games' fixtures call the module directly.)
import { describe, expect, it } from 'vitest';
import { ismctsBot } from '../ai/index.ts';
import type { Acting, AnyBots, AnyGame, PlayerSeat } from '../engine/index.ts';
import {
  DEFAULT_MOVE_MS,
  Match,
  MatchDriver,
  Rng,
  SYSTEM,
  askOrder,
  canonicalJson,
  isReacting,
  mayAct,
  nextTurn,
  seatBit,
} from '../engine/index.ts';
import { botsFor, games } from '../games/index.ts';
import { randomPlayout } from './engine.ts';

const registered = Object.values(games).map((game) => [game.id, game] as const);

/** Table sizes to try: the fewest and up to four. */
function tableSizes(game: AnyGame): number[] {
  const most = Math.min(game.options.players.max, 4);
  return most > game.options.players.min ? [game.options.players.min, most] : [game.options.players.min];
}

/**
 * Fails unless asking `seat` is the module's answer in `now`, given the seats known to have let this moment pass
 * (`passed`) and perhaps others asked before it that the driver kept to itself (only reacting seats can pass).
 */
function expectAskedInTurn(now: Acting, seat: PlayerSeat, reacting: boolean, passed = 0): void {
  expect(passed & seatBit(seat), `seat ${seat} let this moment pass and is asked again`).toBe(0);
  let passedBefore = passed;
  for (const s of askOrder(now)) {
    if (s === seat) break;
    expect(isReacting(now, s), `seat ${s} is asked before ${seat} and cannot let the moment pass`).toBe(true);
    passedBefore |= seatBit(s);
  }
  expect(nextTurn(now, passedBefore, false)).toBe(seat);
  expect(mayAct(now, seat)).toBe(true);
  expect(reacting).toBe(isReacting(now, seat));
}

/**
 * The game's bot settings with a rollout policy that checks every seat the search asks it about, then plays at
 * random (a reacting seat lets the moment pass one time in three). Returns the settings and the count of checks.
 */
function checkingRollouts(game: AnyGame): { bots: AnyBots; checked: () => number } {
  const settings = botsFor(game.id);
  let checked = 0;
  // The seats that let the moment pass here, while the simulated state stays this one.
  let moment: { state: unknown; json: string } | null = null;
  let passed = 0;
  const bots: AnyBots = {
    ...settings,
    heuristic: settings.heuristic ?? ((input) => input.moves[0] ?? null), // the rollouts below take its place
    playout(state, seat, moves, reacting, rng) {
      const json = canonicalJson(state as never);
      if (moment === null || moment.state !== state || moment.json !== json) {
        moment = { state, json };
        passed = 0;
      }
      expectAskedInTurn(game.toAct(state), seat, reacting, passed);
      checked++;
      if (reacting && (moves.length === 0 || rng.int(3) === 0)) {
        passed |= seatBit(seat);
        return null;
      }
      return moves[rng.int(moves.length)];
    },
  };
  return { bots, checked: () => checked };
}

describe('who acts next: every driver gets the module’s answer', () => {
  it.each(registered)('%s: the match driver at every step, and the search from every 20th', (_id, game) => {
    const { bots, checked } = checkingRollouts(game);
    for (const players of tableSizes(game)) {
      const seats = Array.from({ length: players }, (_, s) => ({ name: `P${s + 1}` }));
      const match = Match.create(game, { seats, seed: `turns ${players}` });
      const driver = new MatchDriver(match, botsFor(game.id).moveMs);
      const rng = Rng.fromSeed(`answers ${players}`);
      let passed = 0;
      let passedAt = -1;
      for (let step = 0; step < 400 && match.outcome() === null; step++) {
        if (passedAt !== match.version) {
          passed = 0;
          passedAt = match.version;
        }
        const now = match.toAct();
        const due = match.nextDue();
        const expected = nextTurn(now, passed, due !== null && due <= match.time);
        const ask = driver.next();
        // The driver leaves the system seat, and the clock running on, to `wait`.
        expect(ask?.seat ?? null).toBe(expected === SYSTEM ? null : expected);
        if (ask === null) {
          driver.wait();
          continue;
        }
        expect(ask.reacting).toBe(isReacting(now, ask.seat));
        const moves = match.legalMoves(ask.seat);
        if (step % 20 === 0) {
          const search = ismctsBot(game, bots, {
            seed: `search ${step}`,
            iterations: 12,
            maxRolloutMoves: 60,
          });
          const input = {
            view: match.view(ask.seat),
            seat: ask.seat,
            moves,
            time: match.time,
            reacting: ask.reacting,
          };
          search.chooseMove(input);
        }
        if (ask.reacting && (moves.length === 0 || rng.int(3) === 0)) {
          driver.answer(ask.seat, null);
          passed |= seatBit(ask.seat);
        } else driver.answer(ask.seat, rng.pick(moves));
      }
    }
    expect(checked()).toBeGreaterThan(0);
  });

  it.each(registered)('%s: the bench’s random playouts at every seat they ask', (_id, game) => {
    const moveMs = botsFor(game.id).moveMs;
    let checked = 0;
    // The playout tells its pace function every seat's move as it makes it: the seat is checked there.
    const checkingPace = (state: unknown, seat: PlayerSeat, move: unknown): number => {
      const now = game.toAct(state);
      expectAskedInTurn(now, seat, isReacting(now, seat));
      expect(game.legalMoves(state, seat).map((m) => canonicalJson(m as never))).toContain(
        canonicalJson(move as never),
      );
      checked++;
      return moveMs ? moveMs(state, seat, move) : DEFAULT_MOVE_MS;
    };
    for (const players of tableSizes(game)) {
      const rng = Rng.fromSeed(`playouts ${players}`);
      const options = game.options.parse(game.options.defaults, players);
      for (let g = 0; g < 3; g++) randomPlayout(game, players, options, rng, checkingPace);
    }
    expect(checked).toBeGreaterThan(0);
  });
});
