// Simultaneous secret choices: a duel of rock, paper, scissors (engine/test-games/secret-duel.ts).
import { describe, expect, it } from 'vitest';
import { NOBODY, acting } from './acting.ts';
import { SPECTATOR } from './game.ts';
import { canonicalJson } from './json.ts';
import { Match } from './match.ts';
import { Rng } from './rng.ts';
import { HANDS, secretDuel } from './test-games/secret-duel.ts';
import type { Hand } from './test-games/secret-duel.ts';
import { refusal } from './test-games/index.ts';

const seats = [{ name: 'Ann' }, { name: 'Bo' }];

function newDuel(rounds = 3) {
  return Match.create(secretDuel, { seats, seed: 'duel', options: { rounds } });
}

describe('simultaneous secret choices (a duel)', () => {
  it('both seats are waited for at once and in secret, until each has committed', () => {
    const duel = newDuel();
    expect(duel.toAct()).toEqual(acting({ waiting: [0, 1], simultaneous: true }));
    expect(duel.legalMoves(0)).toHaveLength(3);
    expect(duel.legalMoves(1)).toHaveLength(3);
    duel.play(1, { hand: 'paper' });
    expect(duel.toAct()).toEqual(acting({ waiting: [0], simultaneous: true }));
    expect(duel.legalMoves(1)).toEqual([]);
  });

  it('a seat sees that the other has chosen, never what; the chooser sees its own choice', () => {
    const duel = newDuel();
    const applied = duel.play(0, { hand: 'rock' });
    for (const viewer of [1, SPECTATOR] as const) {
      const view = duel.view(viewer);
      expect(view.chosen).toEqual([true, false]);
      expect(view.mine).toBeNull();
      expect(canonicalJson(view)).not.toContain('rock');
      expect(duel.eventsFor(applied, viewer)).toEqual([{ type: 'chose', seat: 0 }]);
    }
    expect(duel.view(0).mine).toBe('rock');
    expect(duel.eventsFor(applied, 0)).toEqual([{ type: 'chose', seat: 0, hand: 'rock' }]);
  });

  it('what the other seat chose does not change what a seat sees', () => {
    const views = HANDS.map((hand) => {
      const duel = newDuel();
      duel.play(0, { hand });
      return [canonicalJson(duel.view(1)), canonicalJson(duel.view(SPECTATOR))];
    });
    expect(views[1]).toEqual(views[0]);
    expect(views[2]).toEqual(views[0]);
  });

  it('a seat cannot choose twice', () => {
    const duel = newDuel();
    duel.play(0, { hand: 'rock' });
    const hash = duel.hash();
    const error = refusal(() => duel.play(0, { hand: 'paper' }));
    expect(error.code).toBe('not-your-turn');
    expect(duel.hash()).toBe(hash);
    expect(duel.view(0).mine).toBe('rock');
  });

  it('once both have chosen, the round is resolved and both hands are revealed to everyone', () => {
    const duel = newDuel();
    duel.play(0, { hand: 'rock' });
    const applied = duel.play(1, { hand: 'paper' });
    const reveal = { type: 'revealed', hands: ['rock', 'paper'], winner: 1 };
    for (const viewer of [0, 1, SPECTATOR] as const) {
      expect(duel.eventsFor(applied, viewer)).toContainEqual(reveal);
      expect(duel.view(viewer)).toMatchObject({ scores: [0, 1], round: 2, revealed: ['rock', 'paper'] });
      expect(duel.view(viewer).chosen).toEqual([false, false]);
    }
    expect(duel.toAct().waiting).toEqual([0, 1]); // the next round: both choose again
  });

  it('either order of commitment gives the same result, for every pair of hands', () => {
    const beats: Record<Hand, Hand> = { rock: 'scissors', scissors: 'paper', paper: 'rock' };
    for (const a of HANDS) {
      for (const b of HANDS) {
        const first = newDuel();
        first.play(0, { hand: a });
        first.play(1, { hand: b });
        const second = newDuel();
        second.play(1, { hand: b });
        second.play(0, { hand: a });
        expect(second.hash(), `${a} / ${b}`).toBe(first.hash());
        const scores = a === b ? [0, 0] : beats[a] === b ? [1, 0] : [0, 1];
        expect(first.view(SPECTATOR).scores, `${a} / ${b}`).toEqual(scores);
      }
    }
  });

  it('a determinized state keeps what the seat knows and draws the hidden choice at random', () => {
    const duel = newDuel();
    duel.play(0, { hand: 'scissors' });
    const view = duel.view(1);
    const rng = Rng.fromSeed('guess');
    const guesses = new Set<Hand | null>();
    for (let i = 0; i < 100; i++) {
      const guess = secretDuel.determinize(view, 1, rng);
      expect(secretDuel.view(guess, 1)).toEqual(view);
      guesses.add(guess.choices[0]);
    }
    expect([...guesses].sort()).toEqual(['paper', 'rock', 'scissors']);
  });

  it('a whole duel ends with the best score and replays exactly', () => {
    const duel = newDuel(3);
    const rounds: [Hand, Hand][] = [
      ['rock', 'scissors'],
      ['paper', 'paper'],
      ['scissors', 'rock'],
    ];
    rounds.forEach(([a, b], i) => {
      duel.play(1, { hand: b }, i * 100);
      duel.play(0, { hand: a }, i * 100 + 50);
    });
    expect(duel.outcome()).toEqual({ winners: [0, 1], scores: [1, 1], reason: 'rounds' });
    expect(duel.toAct()).toEqual(NOBODY);
    expect(Match.replay(secretDuel, duel.record).hash()).toBe(duel.hash());
  });
});
