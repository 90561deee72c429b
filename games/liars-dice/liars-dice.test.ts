import { describe, expect, it } from 'vitest';
import { simulate } from '../../ai/simulate.ts';
import {
  LANGS,
  Match,
  Rng,
  SPECTATOR,
  applyMove,
  canonicalJson,
  eventsFor,
  formatMessage,
  isMoveError,
  keyOf,
  NOBODY,
  nextToDecide,
  waitingFor,
  type PlayerSeat,
  type Viewer,
} from '../../engine/index.ts';
import { chanceAtLeast, chooseMove, reckon } from './bot.ts';
import { liarsDiceBots } from './bots.ts';
import { liarsDice, type LiarsDiceEvent, type LiarsDiceState } from './index.ts';
import { ALL_BIDS, CHALLENGE, countMatching, countOnTable, type Face, type LiarsDiceMove } from './rules.ts';

const game = liarsDice;

/** A table where each seat holds exactly `hands` (seat 0 to open), for rules that depend on the dice. */
function table(hands: Face[][]): LiarsDiceState {
  const dice = Math.max(...hands.map((h) => h.length));
  const state = game.setup({ players: hands.length, options: { dice }, rng: Rng.fromSeed('table') });
  state.dice = hands.map((h) => [...h].sort((a, b) => a - b));
  return state;
}

function ctx(seed = 'apply') {
  return { rng: Rng.fromSeed(seed), time: 0 };
}

function bid(count: number, face: Face): LiarsDiceMove {
  return { type: 'bid', count, face };
}

/** Plays moves through the kernel's checked door, in turn order, and returns all their events. */
function play(state: LiarsDiceState, moves: LiarsDiceMove[], seed = 'apply'): LiarsDiceEvent[] {
  const rng = Rng.fromSeed(seed);
  const events: LiarsDiceEvent[] = [];
  for (const move of moves) events.push(...applyMove(game, state, state.turn, move, { rng, time: 0 }).events);
  return events;
}

function keys(moves: readonly LiarsDiceMove[]): string[] {
  return moves.map((m) => game.moveKey!(m));
}

/** A random reachable state: `steps` uniformly random legal moves from a fresh match. */
function randomState(seed: string, players: number, steps: number, dice = 3): LiarsDiceState {
  const rng = Rng.fromSeed(seed);
  const state = game.setup({ players, options: { dice }, rng });
  for (let i = 0; i < steps && game.outcome(state) === null; i++) {
    const seat = nextToDecide(game.toAct(state), 0)!;
    game.apply(state, seat, rng.pick(game.legalMoves(state, seat)), { rng, time: 0 });
  }
  return state;
}

describe('LD-1 setup and options', () => {
  it('deals every player the chosen number of dice, sorted, and seat 0 opens (LD-D2)', () => {
    const state = game.setup({ players: 4, options: { dice: 3 }, rng: Rng.fromSeed('deal') });
    expect(state.dice).toHaveLength(4);
    for (const hand of state.dice) {
      expect(hand).toHaveLength(3);
      expect(hand).toEqual([...hand].sort((a, b) => a - b));
      for (const die of hand) expect(die >= 1 && die <= 6 && Number.isInteger(die)).toBe(true);
    }
    expect(state.round).toBe(1);
    expect(game.toAct(state)).toEqual(waitingFor(0));
    expect(state.bids).toEqual([]);
    expect(state.eliminated).toEqual([]);
  });

  it('defaults to five dice', () => {
    const match = Match.create(game, { seats: [{ name: 'A' }, { name: 'B' }], seed: 'x' });
    expect(match.state.dice.map((h) => h.length)).toEqual([5, 5]);
    expect(game.parseOptions(undefined, 2)).toEqual({ dice: 5 });
    expect(game.parseOptions({}, 2)).toEqual({ dice: 5 });
    expect(game.parseOptions({ dice: 1 }, 2)).toEqual({ dice: 1 });
    expect(game.parseOptions({ dice: 6 }, 6)).toEqual({ dice: 6 });
  });

  it('refuses bad options with a RangeError that says what is allowed', () => {
    for (const raw of [{ dice: 0 }, { dice: 7 }, { dice: 2.5 }, { dice: '3' }, { dice: Number.NaN }]) {
      expect(() => game.parseOptions(raw, 2)).toThrow(/dice per player must be a whole number from 1 to 6/);
      expect(() => game.parseOptions(raw, 2)).toThrow(RangeError);
    }
    expect(() => game.parseOptions({ dice: 3, wild: false }, 2)).toThrow(/no option "wild"/);
    expect(() => game.parseOptions('five', 2)).toThrow(RangeError);
    expect(() => game.parseOptions([5], 2)).toThrow(RangeError);
  });

  it('is for two to six players', () => {
    const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));
    expect(() => Match.create(game, { seats: seats(1), seed: 'x' })).toThrow(RangeError);
    expect(() => Match.create(game, { seats: seats(7), seed: 'x' })).toThrow(RangeError);
    expect(
      Match.create(game, { seats: seats(6), options: { dice: 6 }, seed: 'x' }).legalMoves(0),
    ).toHaveLength(216);
  });
});

describe('LD-3 wild ones', () => {
  it('counts ones toward every other face', () => {
    const hands: Face[][] = [
      [1, 1, 3],
      [3, 5],
    ];
    expect(countOnTable(hands, 3)).toBe(4);
    expect(countOnTable(hands, 5)).toBe(3);
    expect(countOnTable(hands, 6)).toBe(2);
  });

  it('counts only ones toward a bid on ones', () => {
    expect(countOnTable([[1, 1, 3], [3, 5], [1]], 1)).toBe(3);
    expect(countMatching([2, 3, 4], 1)).toBe(0);
  });
});

describe('LD-4, LD-5 bids', () => {
  it('lets the opener bid anything up to the dice in play, but not challenge', () => {
    const state = table([
      [2, 3],
      [4, 5, 6],
    ]);
    const moves = game.legalMoves(state, 0);
    expect(moves).not.toContain(CHALLENGE);
    expect(moves).toHaveLength(5 * 6);
    expect(keys(moves)).toContain('5x1');
    expect(keys(moves)).not.toContain('6x2');
    try {
      applyMove(game, state, 0, { type: 'challenge' }, ctx());
      expect.unreachable('the opener challenged');
    } catch (error) {
      expect(isMoveError(error) && error.code).toBe('illegal-move');
    }
    expect(state.bids).toEqual([]);
  });

  it('accepts only raises: a higher quantity, or the same quantity with a higher face, ones highest (LD-D1)', () => {
    const state = table([
      [2, 3, 4],
      [4, 5, 6],
    ]);
    play(state, [bid(3, 4)]);
    const legal = keys(game.legalMoves(state, 1));
    expect(legal).toEqual(expect.arrayContaining(['liar', '3x5', '3x6', '3x1', '4x2', '4x1', '6x1']));
    for (const lower of ['3x4', '3x3', '3x2', '2x6', '2x1', '1x5', '7x2']) expect(legal).not.toContain(lower);
    play(state, [bid(3, 1)]);
    expect(keys(game.legalMoves(state, 0))).not.toContain('3x6');
    expect(keys(game.legalMoves(state, 0))).toContain('4x2');
  });

  it('leaves only the challenge after the highest possible bid', () => {
    const state = table([[2], [4]]);
    play(state, [bid(2, 1)]);
    expect(game.legalMoves(state, 1)).toEqual([CHALLENGE]);
  });

  it('lets only the seat to act move', () => {
    const state = table([[2], [4]]);
    expect(game.legalMoves(state, 1)).toEqual([]);
    expect(() => applyMove(game, state, 1, bid(1, 2), ctx())).toThrow(/not your turn/);
  });

  it('shares move objects and gives each move its own key', () => {
    const state = table([
      [2, 3, 4],
      [5, 6, 1],
    ]);
    expect(game.legalMoves(state, 0)[0]).toBe(ALL_BIDS[0]);
    const all = keys([CHALLENGE, ...ALL_BIDS]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('LD-7 challenges', () => {
  it('costs the challenger a die when the bid holds (wild ones included)', () => {
    const state = table([
      [1, 2, 6],
      [4, 4, 5],
    ]);
    const events = play(state, [bid(3, 4), CHALLENGE]);
    expect(events[1]).toMatchObject({ type: 'challenged', seat: 1, bidder: 0, count: 3, face: 4, total: 3 });
    expect(events[1]).toMatchObject({
      dice: [
        [1, 2, 6],
        [4, 4, 5],
      ],
    });
    expect(events[2]).toEqual({ type: 'die-lost', seat: 1, left: 2 });
    expect(state.dice.map((h) => h.length)).toEqual([3, 2]);
    expect(state.lastChallenge).toMatchObject({
      challenger: 1,
      loser: 1,
      total: 3,
      bid: { seat: 0, count: 3 },
    });
  });

  it('costs the bidder a die when the bid fails', () => {
    const state = table([
      [1, 2, 6],
      [4, 4, 5],
    ]);
    const events = play(state, [bid(2, 1), CHALLENGE]);
    expect(events[1]).toMatchObject({ type: 'challenged', total: 1 });
    expect(events[2]).toEqual({ type: 'die-lost', seat: 0, left: 2 });
    expect(state.lastChallenge?.loser).toBe(0);
  });

  it('LD-9: the loser opens the next round, and everyone rerolls', () => {
    const state = table([
      [1, 2, 6],
      [4, 4, 5],
      [3, 3, 3],
    ]);
    const events = play(state, [bid(1, 2), bid(4, 3), CHALLENGE]);
    // Four 3s: three threes and a wild one, so the bid holds: the challenger, seat 2, loses and opens.
    expect(events.at(-2)).toEqual({ type: 'die-lost', seat: 2, left: 2 });
    const rolled = events.at(-1);
    expect(rolled).toMatchObject({ type: 'rolled', round: 2, opener: 2, counts: [3, 3, 2] });
    expect(state.round).toBe(2);
    expect(state.bids).toEqual([]);
    expect(game.toAct(state)).toEqual(waitingFor(2));
    expect(game.legalMoves(state, 2)).not.toContain(CHALLENGE);
  });
});

describe('LD-6, LD-8, LD-9, LD-11 elimination and the end', () => {
  it('puts a player with no dice out, skips them, and lets the next player still in open', () => {
    const state = table([[2], [3], [4, 4]]);
    const events = play(state, [bid(1, 2), CHALLENGE]); // one 2 on the table: seat 1 was wrong
    expect(events.map((e) => e.type)).toEqual(['bid', 'challenged', 'die-lost', 'out', 'rolled']);
    expect(state.eliminated).toEqual([1]);
    expect(state.dice[1]).toEqual([]);
    expect(game.toAct(state)).toEqual(waitingFor(2)); // seat 1 is out, so the next seat still in opens
    play(state, [bid(1, 5)]);
    expect(game.toAct(state)).toEqual(waitingFor(0)); // from seat 2 past nobody to seat 0
    play(state, [bid(2, 5)]);
    expect(game.toAct(state)).toEqual(waitingFor(2)); // seat 0 skips seat 1
    expect(game.legalMoves(state, 1)).toEqual([]);
    expect(game.outcome(state)).toBeNull();
  });

  it('ends when one player has dice: the winner, scores by places outlasted', () => {
    const state = table([[2], [3], [4, 4]]);
    play(state, [bid(1, 2), CHALLENGE]); // seat 1 out
    state.dice = [[6], [], [5, 5]];
    const events = play(state, [bid(3, 5), CHALLENGE]); // seat 2 opens with three 5s; there are two
    expect(events.at(-1)).toMatchObject({ type: 'rolled', opener: 2, counts: [1, 0, 1] });
    state.dice = [[6], [], [5]];
    const end = play(state, [bid(2, 6), CHALLENGE]); // seat 2 opens; one 6: seat 2 was wrong
    expect(end.slice(-3)).toEqual([
      { type: 'die-lost', seat: 2, left: 0 },
      { type: 'out', seat: 2 },
      { type: 'won', seat: 0 },
    ]);
    expect(game.toAct(state)).toEqual(NOBODY);
    expect(game.legalMoves(state, 0)).toEqual([]);
    expect(state.eliminated).toEqual([1, 2]);
    expect(game.outcome(state)).toEqual({ winners: [0], scores: [2, 0, 1], reason: 'last-with-dice' });
  });
});

describe('LD-10 hidden dice', () => {
  const state = table([
    [1, 2, 6],
    [4, 4, 5],
    [3, 3],
  ]);

  it('shows a seat its own dice and only the counts of the others', () => {
    const view = game.view(state, 1);
    expect(view.ownDice).toEqual([4, 4, 5]);
    expect(view.counts).toEqual([3, 3, 2]);
    expect(view.viewer).toBe(1);
    expect(Object.keys(view).sort()).toEqual(
      [
        'bids',
        'counts',
        'dicePerPlayer',
        'eliminated',
        'lastChallenge',
        'ownDice',
        'round',
        'turn',
        'viewer',
      ].sort(),
    );
  });

  it('shows a spectator no dice at all', () => {
    expect(game.view(state, SPECTATOR).ownDice).toBeNull();
  });

  it('gives equal views of states that differ only in what the viewer cannot see', () => {
    for (const viewer of [0, SPECTATOR] as Viewer[]) {
      const other = game.clone(state);
      other.dice[1] = [6, 6, 6];
      other.dice[2] = [1, 2];
      expect(canonicalJson(game.view(other, viewer))).toBe(canonicalJson(game.view(state, viewer)));
    }
  });

  it('makes the reveal public once a challenge is made', () => {
    const s = game.clone(state);
    play(s, [bid(2, 3), bid(2, 1), CHALLENGE]);
    const revealed = [
      [1, 2, 6],
      [4, 4, 5],
      [3, 3],
    ];
    expect(game.view(s, SPECTATOR).lastChallenge).toMatchObject({ dice: revealed, total: 1, loser: 1 });
  });

  it('redacts a roll to the reader’s own dice; other events pass unchanged', () => {
    const s = game.clone(state);
    const events = play(s, [bid(2, 3), bid(2, 1), CHALLENGE]);
    const rolled = events.at(-1)!;
    expect(rolled.type).toBe('rolled');
    const full = rolled as Extract<LiarsDiceEvent, { type: 'rolled' }>;
    for (const viewer of [0, 1, 2] as PlayerSeat[]) {
      const seen = game.viewEvent!(rolled, viewer) as typeof full;
      expect(seen.counts).toEqual(full.counts);
      seen.dice.forEach((hand, seat) => expect(hand).toEqual(seat === viewer ? full.dice[seat] : null));
    }
    const spectator = game.viewEvent!(rolled, SPECTATOR) as typeof full;
    expect(spectator.dice).toEqual([null, null, null]);
    for (const event of events.slice(0, -1)) expect(game.viewEvent!(event, SPECTATOR)).toBe(event);
  });

  it('never shows a seat another seat’s roll in any event or view of a whole game', () => {
    const match = Match.create(game, { seats: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], seed: 'leak' });
    const rng = Rng.fromSeed('moves');
    while (!match.outcome()) {
      const seat = nextToDecide(match.toAct(), 0)!;
      const applied = match.play(seat, rng.pick(match.legalMoves(seat)));
      for (const viewer of [0, 1, 2, SPECTATOR] as Viewer[]) {
        for (const event of match.eventsFor(applied, viewer)) {
          if (event.type !== 'rolled') continue;
          event.dice.forEach((hand, s) => {
            if (s !== viewer && event.counts[s] > 0) expect(hand).toBeNull();
          });
        }
      }
    }
  });
});

describe('determinize', () => {
  it('keeps the seat’s own dice and everything public, and rerolls the rest', () => {
    const state = randomState('det', 4, 5, 4);
    const view = game.view(state, 2);
    const others = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const guess = game.determinize(view, 2, Rng.fromSeed(`guess ${i}`));
      expect(guess.dice[2]).toEqual(state.dice[2]);
      expect(guess.dice.map((h) => h.length)).toEqual(state.dice.map((h) => h.length));
      for (const hand of guess.dice) expect(hand).toEqual([...hand].sort((a, b) => a - b));
      expect(canonicalJson(game.view(guess, 2))).toBe(canonicalJson(view));
      others.add(canonicalJson([guess.dice[0], guess.dice[1], guess.dice[3]]));
    }
    expect(others.size).toBeGreaterThan(4);
  });

  it('round-trips every view of random reachable states (the leak harness’s check)', () => {
    for (let i = 0; i < 60; i++) {
      const state = randomState(`walk ${i}`, 2 + (i % 5), i % 23, 1 + (i % 4));
      for (let seat = 0; seat < state.dice.length; seat++) {
        const view = game.view(state, seat);
        const again = game.view(game.determinize(view, seat, Rng.fromSeed(`d${i}`)), seat);
        expect(canonicalJson(again)).toBe(canonicalJson(view));
      }
    }
  });
});

describe('clone', () => {
  it('copies deeply enough that play on the copy leaves the original alone', () => {
    const state = randomState('clone', 3, 4);
    const before = canonicalJson(state);
    const copy = game.clone(state);
    expect(canonicalJson(copy)).toBe(before);
    for (let i = 0; i < 10 && game.outcome(copy) === null; i++) {
      const seat = nextToDecide(game.toAct(copy), 0)!;
      game.apply(copy, seat, game.legalMoves(copy, seat).at(-1)!, ctx(`c${i}`));
    }
    expect(canonicalJson(state)).toBe(before);
  });
});

describe('heuristic bot', () => {
  it('calls liar on a bid its own dice make unlikely', () => {
    const state = table([
      [2, 3, 4, 5, 6],
      [2, 3, 3, 5, 6],
    ]);
    play(state, [bid(5, 4)]);
    const move = chooseMove(game.view(state, 1), game.legalMoves(state, 1), Rng.fromSeed('bot'));
    expect(move).toBe(CHALLENGE);
  });

  it('raises, with a bid its own dice make certain, when the standing bid is certain too', () => {
    const state = table([
      [2, 3, 4, 5, 6],
      [1, 4, 4, 4, 6],
    ]);
    play(state, [bid(2, 4)]);
    const view = game.view(state, 1);
    for (let i = 0; i < 10; i++) {
      const move = chooseMove(view, game.legalMoves(state, 1), Rng.fromSeed(`bot ${i}`));
      expect(move.type === 'bid' && reckon(view).chanceTrue(move.count, move.face)).toBe(1);
    }
  });

  it('opens on its best face at about the count it expects', () => {
    const state = table([
      [1, 5, 5, 5, 6],
      [2, 3, 3, 5, 6],
    ]);
    const move = chooseMove(game.view(state, 0), game.legalMoves(state, 0), Rng.fromSeed('open'));
    // Four fives of its own (a one is wild) plus 5 × 1/3 expected from the other hand: 5.67.
    expect(move).toMatchObject({ type: 'bid', face: 5 });
    expect([4, 5]).toContain((move as { count: number }).count);
  });

  it('reckons binomial chances', () => {
    expect(chanceAtLeast(0, 5, 1 / 3)).toBe(1);
    expect(chanceAtLeast(6, 5, 1 / 3)).toBe(0);
    expect(chanceAtLeast(1, 2, 0.5)).toBeCloseTo(0.75);
    expect(chanceAtLeast(5, 5, 1 / 6)).toBeCloseTo(1 / 7776);
  });

  it('beats random play, seeing only its view', () => {
    let wins = 0;
    const games = 60;
    for (let g = 0; g < games; g++) {
      const botSeat = g % 2;
      const match = Match.create(game, {
        seats: [{ name: 'A' }, { name: 'B' }],
        options: { dice: 3 },
        seed: `duel ${g}`,
      });
      const rng = Rng.fromSeed(`players ${g}`);
      while (!match.outcome()) {
        const seat = nextToDecide(match.toAct(), 0)!;
        const moves = match.legalMoves(seat);
        const move =
          seat === botSeat
            ? liarsDiceBots.heuristic!({ view: match.view(seat), seat, moves, time: 0, reacting: false }, rng)
            : rng.pick(moves);
        expect(move).not.toBeNull(); // a seat the game waits for must move
        expect(keys(moves)).toContain(keyOf(game, move!));
        match.play(seat, move);
      }
      if (match.outcome()!.winners[0] === botSeat) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.75);
  });
});

describe('LD-D4 bot levels', () => {
  it('LD-D4 the levels search 200, 500 and 1,000 iterations, and medium beats easy', () => {
    expect(liarsDiceBots.levels).toEqual({ easy: 200, medium: 500, hard: 1000 });
    // 81.5 % of 200 games in DESIGN.md; here sixteen seeded games, each level on each seat half the time.
    const { results } = simulate({
      game,
      players: 2,
      bots: ['ismcts:medium', 'ismcts:easy'],
      games: 16,
      seed: 'levels',
      seating: 'rotate',
    });
    expect(results[0].wins).toBeGreaterThan(8);
  });
});

describe('full games', () => {
  it('a random game of six ends with one winner, every seat scored, and replays bit for bit', () => {
    const seats = Array.from({ length: 6 }, (_, i) => ({ name: `P${i}` }));
    const match = Match.create(game, { seats, options: { dice: 2 }, seed: 'full' });
    const rng = Rng.fromSeed('random players');
    let moves = 0;
    while (!match.outcome()) {
      const seat = nextToDecide(match.toAct(), 0)!;
      match.play(seat, rng.pick(match.legalMoves(seat)));
      expect(++moves).toBeLessThan(5000);
    }
    const outcome = match.outcome()!;
    expect(outcome.winners).toHaveLength(1);
    expect([...outcome.scores!].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(outcome.scores![outcome.winners[0]]).toBe(5);
    expect(match.state.eliminated).toHaveLength(5);
    expect(Match.replay(game, JSON.parse(JSON.stringify(match.record))).hash()).toBe(match.hash());
  });

  it('heuristic bots finish a game of four', () => {
    const seats = Array.from({ length: 4 }, (_, i) => ({ name: `B${i}` }));
    const match = Match.create(game, { seats, seed: 'bots' });
    const rng = Rng.fromSeed('bot stream');
    while (!match.outcome()) {
      const seat = nextToDecide(match.toAct(), 0)!;
      const input = { view: match.view(seat), seat, moves: match.legalMoves(seat), time: 0, reacting: false };
      match.play(seat, liarsDiceBots.heuristic!(input, rng));
    }
    expect(match.outcome()!.reason).toBe('last-with-dice');
  });
});

describe('texts', () => {
  it('has every key in every language', () => {
    const english = Object.keys(game.texts.en).sort();
    for (const lang of LANGS) expect(Object.keys(game.texts[lang]).sort()).toEqual(english);
  });

  it('narrates every event and names every move with a text that exists and fills every parameter', () => {
    const match = Match.create(game, {
      seats: [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }],
      seed: 'log',
    });
    const rng = Rng.fromSeed('log moves');
    const seen = new Set<string>();
    while (!match.outcome()) {
      const seat = nextToDecide(match.toAct(), 0)!;
      const move = rng.pick(match.legalMoves(seat));
      const messages = [game.describeMove!(move)];
      const applied = match.play(seat, move);
      for (const viewer of [seat, SPECTATOR] as Viewer[]) {
        for (const event of eventsFor(game, applied[0].events, viewer)) messages.push(game.narrate!(event)!);
      }
      for (const message of messages) {
        seen.add(message.key);
        for (const lang of LANGS) {
          expect(game.texts[lang][message.key]).toBeDefined();
          expect(formatMessage(game.texts, lang, message, ['Ann', 'Bo', 'Cy'])).not.toMatch(/[{}]/);
        }
      }
    }
    const logKeys = Object.keys(game.texts.en).filter((k) => k.startsWith('log.') || k.startsWith('move.'));
    for (const key of logKeys) expect(seen).toContain(key);
    expect(game.texts.en['reason.' + match.outcome()!.reason]).toBeDefined();
  });

  it('tells a seat its own roll', () => {
    const state = table([
      [2, 2],
      [3, 3],
    ]);
    const [, , , rolled] = play(state, [bid(1, 4), CHALLENGE]);
    const message = game.narrate!(game.viewEvent!(rolled, 1)!)!;
    expect(message.key).toBe('log.rolled-own');
    expect(game.narrate!(game.viewEvent!(rolled, SPECTATOR)!)!.key).toBe('log.rolled');
  });
});
