// Search that sees the others act: reactions, simultaneous secret choices and the clock, on the engine's test
// games, with fixed seeds. Each test also checks the search simulated the others at all: before the contract
// said who acts, a search modelled only the first seat listed.
import { describe, expect, it } from 'vitest';
import type { AnyBots, AnyGame, BotInput } from '../engine/index.ts';
import { NO_BOTS, Rng } from '../engine/index.ts';
import type { CountdownState } from '../engine/test-games/countdown.ts';
import type { Hand } from '../engine/test-games/secret-duel.ts';
import type { TrapTrackMove, TrapTrackState } from '../engine/test-games/trap-track.ts';
import { countdown, countdownBots, secretDuel, trapTrack } from '../engine/test-games/index.ts';
import { ismctsBot } from './index.ts';

/** A trap track position in an open reaction window after seat 0's step: seat 1 decides whether to spring. */
function window(positions: number[], strength: number): TrapTrackState {
  const state = trapTrack.setup({
    players: 2,
    options: { goal: 8, windowMs: 10_000 },
    rng: Rng.fromSeed('t'),
  });
  state.positions = positions;
  state.traps = [null, strength]; // seat 0's trap is spent: nothing is hidden from seat 1
  state.turn = 0;
  state.closesAt = 11_000;
  return state;
}

function reactorInput(state: TrapTrackState): BotInput<unknown, unknown> {
  return {
    view: trapTrack.view(state, 1),
    seat: 1,
    moves: trapTrack.legalMoves(state, 1),
    time: 1_000,
    reacting: true,
  };
}

/** The searches' choices (null: let the moment pass) over `seeds` fresh bots. */
function choices(
  game: AnyGame,
  bots: AnyBots,
  input: BotInput<unknown, unknown>,
  iterations: number,
  seeds: number,
) {
  return Array.from({ length: seeds }, (_, i) =>
    ismctsBot(game, bots, { seed: `choice ${i}`, iterations }).chooseMove(input),
  );
}

describe('ISMCTS sees every seat that may act', () => {
  it('springs a trap when springing wins: the mover has reached the goal and only the trap can stop it', () => {
    // Seat 0 stepped onto the goal; seat 1, two squares short, knocks it back three and wins on its own turn.
    const input = reactorInput(window([8, 6], 3));
    expect(choices(trapTrack as AnyGame, NO_BOTS, input, 1_000, 10)).toEqual(
      Array(10).fill({ type: 'spring' }),
    );
  });

  it('lets the moment pass when waiting wins: a trap of one is worth a turn only at the goal', () => {
    // Seat 0 stepped to 3. Sprung now, the trap costs it no turn (from 2 as from 3 it needs three more); kept,
    // it knocks seat 0 off the goal later, and seat 1, from 0, gets there first.
    const input = reactorInput(window([3, 0], 1));
    const picked = choices(trapTrack as AnyGame, NO_BOTS, input, 3_000, 10) as (TrapTrackMove | null)[];
    expect(picked.filter((m) => m?.type === 'spring')).toEqual([]);
  });

  it('simulates the others’ reactions in the mover’s search, where it used to model the mover alone', () => {
    let springs = 0;
    const counting: AnyGame = {
      ...(trapTrack as AnyGame),
      apply(state, seat, move, ctx) {
        if ((move as TrapTrackMove).type === 'spring') springs++;
        return trapTrack.apply(state as TrapTrackState, seat, move as TrapTrackMove, ctx);
      },
    };
    const opening = trapTrack.setup({
      players: 3,
      options: { goal: 8, windowMs: 10_000 },
      rng: Rng.fromSeed('o'),
    });
    const bot = ismctsBot(counting, NO_BOTS, { seed: 'mover', iterations: 300 });
    bot.chooseMove({
      view: trapTrack.view(opening, 0),
      seat: 0,
      moves: trapTrack.legalMoves(opening, 0),
      time: 0,
      reacting: false,
    });
    expect(springs).toBeGreaterThan(100);
    expect(bot.stats.tree.seats[1]).toBeGreaterThan(0);
    expect(bot.stats.tree.seats[2]).toBeGreaterThan(0);
    expect(bot.stats.tree.system).toBeGreaterThan(0); // windows closed by their deadline, in the tree
  });

  it('in a secret duel its choices over many searches are close to a third each, and it expects a fair duel', () => {
    const duel = secretDuel.setup({ players: 2, options: { rounds: 1 }, rng: Rng.fromSeed('d') });
    const input = {
      view: secretDuel.view(duel, 0),
      seat: 0,
      moves: secretDuel.legalMoves(duel, 0),
      time: 0,
      reacting: false,
    };
    const count: Record<Hand, number> = { rock: 0, paper: 0, scissors: 0 };
    let value = 0;
    const searches = 90;
    for (let i = 0; i < searches; i++) {
      const bot = ismctsBot(secretDuel as AnyGame, NO_BOTS, { seed: `duel ${i}`, iterations: 600 });
      const move = bot.chooseMove(input) as { hand: Hand };
      count[move.hand]++;
      value += bot.stats.value;
      expect(bot.stats.tree.seats[1]).toBeGreaterThan(0); // the other duellist chooses in the tree too
    }
    for (const hand of ['rock', 'paper', 'scissors'] as const) {
      expect(count[hand] / searches, hand).toBeGreaterThan(0.2);
      expect(count[hand] / searches, hand).toBeLessThan(0.47);
    }
    // A search that let the other duellist see its hand would expect to lose (a value near 0): it must not.
    expect(value / searches).toBeGreaterThan(0.35);
    expect(value / searches).toBeLessThan(0.65);
  });
});

describe('ISMCTS plays against the clock', () => {
  function countdownInput(state: CountdownState, seat: number, time: number) {
    return {
      view: countdown.view(state, seat),
      seat,
      moves: countdown.legalMoves(state, seat),
      time,
      reacting: true,
    };
  }

  it('near the deadline prefers the faster line: a taper lit before midnight, not a chandelier lit after', () => {
    // One player against the night, eight candles to light before midnight at 13 s.
    const options = { interval: 13_000, strikes: 1, goal: 8 };
    const state = countdown.setup({ players: 1, options, rng: Rng.fromSeed('c') });
    // With the whole 13 s ahead, only chandeliers get there in time (tapers make six by 12 s): the richer line.
    const early = choices(
      countdown as AnyGame,
      countdownBots as AnyBots,
      countdownInput(state, 0, 0),
      300,
      10,
    );
    expect(early).toEqual(Array(10).fill({ type: 'chandelier' }));
    // Seven lit at 10 s: a taper (2 s) makes eight before midnight; a chandelier (6 s) would still be burning down
    // its wick when the clock strikes.
    state.candles[0] = 7;
    const late = choices(
      countdown as AnyGame,
      countdownBots as AnyBots,
      countdownInput(state, 0, 10_000),
      300,
      10,
    );
    expect(late).toEqual(Array(10).fill({ type: 'taper' }));
  });

  it('races a rival in real time: the other seat and the clock act in its tree', () => {
    const state = countdown.setup({
      players: 2,
      options: { interval: 10_000, strikes: 3, goal: 8 },
      rng: Rng.fromSeed('r'),
    });
    const bot = ismctsBot(countdown as AnyGame, countdownBots as AnyBots, {
      seed: 'race',
      iterations: 1_000,
    });
    expect(bot.chooseMove(countdownInput(state, 0, 0))).not.toBeNull(); // in a race, waiting never pays
    expect(bot.stats.tree.seats[0]).toBeGreaterThan(0);
    expect(bot.stats.tree.seats[1]).toBeGreaterThan(0);
    expect(bot.stats.tree.system).toBeGreaterThan(0);
  });
});
