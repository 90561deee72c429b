// The one reading of `toAct` (engine/turn-order.ts): each tie-break on its own, then the quick answer against the
// contract's words over random moments and over the positions of the engine's test games. That every driver
// gets this answer on every registered game is bench/turn-order.test.ts.
import { describe, expect, it } from 'vitest';
import { NOBODY, SYSTEM_ONLY, acting, waitingFor } from './acting.ts';
import type { Acting, PlayerSeat, Seat } from './game.ts';
import { SYSTEM } from './game.ts';
import { Match } from './match.ts';
import { Rng } from './rng.ts';
import { testGames } from './test-games/index.ts';
import { askOrder, isReacting, mayAct, nextTurn, seatBit } from './turn-order.ts';

/** The contract's words, read slowly: the system seat once due, then reactors, then waiting seats, none skipped. */
function byTheWords(now: Acting, skip: number, systemDue: boolean): Seat | null {
  if (now.system && systemDue) return SYSTEM;
  const reactors = now.reacting.filter((s) => !now.waiting.includes(s));
  const asked = [...reactors, ...now.waiting].filter((s) => (skip & seatBit(s)) === 0);
  return asked[0] ?? null;
}

/** A random moment at a table of up to six: any seats waiting, any reacting (overlaps too), any order. */
function randomMoment(rng: Rng): Acting {
  const seats = rng.shuffle([0, 1, 2, 3, 4, 5].slice(0, 1 + rng.int(6)));
  const waiting = seats.filter(() => rng.int(3) === 0);
  const reacting = seats.filter(() => rng.int(3) === 0);
  return acting({ waiting, reacting, system: rng.int(2) === 0, simultaneous: rng.int(4) === 0 });
}

describe('turn order: its tie-breaks', () => {
  it('the system seat, once due, acts before any seat, waiting or reacting', () => {
    const now = acting({ waiting: [1], reacting: [2], system: true });
    expect(nextTurn(now, 0, true)).toBe(SYSTEM);
    expect(nextTurn(now, 0, false)).toBe(2);
    expect(nextTurn(SYSTEM_ONLY, 0, true)).toBe(SYSTEM);
    expect(nextTurn(SYSTEM_ONLY, 0, false)).toBeNull(); // not yet due: the clock runs on
  });

  it('a due time means nothing when the system seat is not to act', () => {
    expect(nextTurn(waitingFor(3), 0, true)).toBe(3);
    expect(nextTurn(NOBODY, 0, true)).toBeNull();
  });

  it('reacting seats decide before waiting ones, each in the order the game lists them', () => {
    const now = acting({ waiting: [0], reacting: [3, 1], system: true });
    expect(nextTurn(now, 0, false)).toBe(3);
    expect(nextTurn(now, seatBit(3), false)).toBe(1);
    expect(nextTurn(now, seatBit(3) | seatBit(1), false)).toBe(0);
    expect(askOrder(now)).toEqual([3, 1, 0]);
  });

  it('a seat both waiting and reacting is a waiting seat: asked in waiting order, and it may not pass', () => {
    const now = acting({ waiting: [2, 1], reacting: [1, 0] });
    expect(askOrder(now)).toEqual([0, 2, 1]);
    expect(nextTurn(now, seatBit(0), false)).toBe(2);
    expect(isReacting(now, 1)).toBe(false);
    expect(isReacting(now, 0)).toBe(true);
  });

  it('seats that choose at once are asked one at a time, in the order listed', () => {
    const duel = acting({ waiting: [2, 0], system: true, simultaneous: true });
    expect(nextTurn(duel, 0, false)).toBe(2);
    expect(nextTurn(duel, seatBit(2), false)).toBe(0);
    expect(mayAct(duel, 0) && mayAct(duel, 2) && !mayAct(duel, 1)).toBe(true);
  });

  it('a seat that let the moment pass is not asked again; when all have, nobody is left to ask', () => {
    const window = acting({ reacting: [1, 2], system: true });
    expect(nextTurn(window, seatBit(1), false)).toBe(2);
    expect(nextTurn(window, seatBit(1) | seatBit(2), false)).toBeNull();
  });
});

describe('turn order: the quick answer is the contract’s', () => {
  it('over 20,000 random moments, skip masks and due times', () => {
    const rng = Rng.fromSeed('turn-order');
    const differ: unknown[] = [];
    for (let i = 0; i < 20_000; i++) {
      const now = randomMoment(rng);
      const skip = rng.int(64);
      const due = rng.int(2) === 0;
      if (nextTurn(now, skip, due) !== byTheWords(now, skip, due)) differ.push({ now, skip, due });
    }
    expect(differ).toEqual([]);
  });

  it.each(testGames.map((game) => [game.id, game] as const))(
    'in random positions of %s, with seats letting the moment pass',
    (_id, game) => {
      const rng = Rng.fromSeed(`positions ${game.id}`);
      const seats = Array.from({ length: Math.min(game.options.players.max, 3) }, (_, s) => ({
        name: `P${s}`,
      }));
      for (let g = 0; g < 10; g++) {
        const match = Match.create(game, { seats, seed: `${game.id} ${g}` });
        for (let step = 0; step < 300 && match.outcome() === null; step++) {
          const now = match.toAct();
          const skip = rng.int(1 << seats.length);
          const due = match.nextDue();
          const systemDue = due !== null && due <= match.time;
          const seat = nextTurn(now, skip, systemDue);
          expect(seat).toBe(byTheWords(now, skip, systemDue));
          if (seat !== null) expect(mayAct(now, seat)).toBe(true);
          // On along the game: a random seat's random move a moment later, unless the game's time comes first.
          const movers = askOrder(now).filter((s) => match.legalMoves(s).length > 0);
          const at = match.time + rng.int(2_000);
          if (movers.length === 0 || (due !== null && due <= at)) match.advance(due ?? match.time);
          else {
            const mover: PlayerSeat = rng.pick(movers);
            match.play(mover, rng.pick(match.legalMoves(mover)), at);
          }
        }
      }
    },
  );
});
