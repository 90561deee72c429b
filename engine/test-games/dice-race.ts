// Dice race: chance as the system seat. A player throws; the game (the system seat) rolls the die with the
// match's random stream and moves the thrower. The kernel's test of chance steps (timing.dueAt is absent).
import type { Game, Message, PlayerSeat, Seat, Texts, Presentation } from '../index.ts';
import { NOBODY, SYSTEM, SYSTEM_ONLY, waitingFor } from '../index.ts';

export interface DiceRaceOptions {
  /** The square that wins the race. */
  readonly goal: number;
}

export interface DiceRaceState {
  positions: number[];
  /** The seat whose turn it is (the thrower while a roll is pending). */
  turn: PlayerSeat;
  /** A throw waits for its roll: the system seat is to act. */
  rolling: boolean;
  /** The last die rolled, for the table to show; null before the first. */
  lastRoll: number | null;
  winner: number;
  goal: number;
}

export type DiceRaceMove = { readonly type: 'throw' } | { readonly type: 'roll' };

export type DiceRaceEvent =
  | { readonly type: 'threw'; readonly seat: PlayerSeat }
  | { readonly type: 'rolled'; readonly seat: PlayerSeat; readonly value: number; readonly to: number }
  | { readonly type: 'won'; readonly seat: PlayerSeat };

const THROW: DiceRaceMove = Object.freeze({ type: 'throw' });
const ROLL: DiceRaceMove = Object.freeze({ type: 'roll' });

const texts: Texts = {
  en: {
    name: 'Dice race',
    'log.threw': '{player} throws the die.',
    'log.rolled': '{player} rolls {value} and moves to {to}.',
    'log.won': '{player} reaches the goal.',
    'move.throw': 'Throw the die',
    'move.roll': 'Roll',
    'reason.goal': 'The goal was reached',
  },
  ru: {
    name: 'Гонка на кубиках',
    'log.threw': '{player} бросает кубик.',
    'log.rolled': '{player}: выпало {value}, ход на {to}.',
    'log.won': '{player} достигает цели.',
    'move.throw': 'Бросить кубик',
    'move.roll': 'Бросок',
    'reason.goal': 'Цель достигнута',
  },
  et: {
    name: 'Täringuvõistlus',
    'log.threw': '{player} viskab täringut.',
    'log.rolled': '{player} veeretab {value} ja liigub ruudule {to}.',
    'log.won': '{player} jõuab sihti.',
    'move.throw': 'Viska täringut',
    'move.roll': 'Veereta',
    'reason.goal': 'Siht on saavutatud',
  },
};

export const diceRace: Game<DiceRaceState, DiceRaceMove, DiceRaceState, DiceRaceEvent, DiceRaceOptions> = {
  id: 'test-dice-race',
  options: {
    players: { min: 2, max: 4 },
    defaults: { goal: 20 },
    parse(raw) {
      if (typeof raw !== 'object' || raw === null)
        throw new RangeError('dice race: options must be an object');
      const { goal = 20 } = raw as { goal?: unknown };
      if (typeof goal !== 'number' || !Number.isInteger(goal) || goal < 1 || goal > 100) {
        throw new RangeError('dice race: goal must be a whole number from 1 to 100');
      }
      return { goal };
    },
  },

  setup({ players, options }) {
    return {
      positions: new Array<number>(players).fill(0),
      turn: 0,
      rolling: false,
      lastRoll: null,
      winner: -1,
      goal: options.goal,
    };
  },

  toAct(state) {
    if (state.winner >= 0) return NOBODY;
    return state.rolling ? SYSTEM_ONLY : waitingFor(state.turn);
  },

  legalMoves(state, seat: Seat) {
    if (state.winner >= 0) return [];
    if (state.rolling) return seat === SYSTEM ? [ROLL] : [];
    return seat === state.turn ? [THROW] : [];
  },

  apply(state, seat, move, { rng }) {
    if (move.type === 'throw') {
      state.rolling = true;
      return [{ type: 'threw', seat: seat as PlayerSeat }];
    }
    const thrower = state.turn;
    const value = rng.between(1, 6); // chance comes from the match's stream and nowhere else
    state.rolling = false;
    state.lastRoll = value;
    state.positions[thrower] = Math.min(state.goal, state.positions[thrower] + value);
    const events: DiceRaceEvent[] = [{ type: 'rolled', seat: thrower, value, to: state.positions[thrower] }];
    if (state.positions[thrower] === state.goal) {
      state.winner = thrower;
      events.push({ type: 'won', seat: thrower });
    } else {
      state.turn = (thrower + 1) % state.positions.length;
    }
    return events;
  },

  view(state) {
    return this.clone(state); // perfect information: the die is rolled in the open
  },

  outcome(state) {
    return state.winner >= 0
      ? { winners: [state.winner], scores: state.positions.slice(), reason: 'goal' }
      : null;
  },

  determinize(view) {
    return this.clone(view);
  },

  clone(state) {
    return { ...state, positions: state.positions.slice() };
  },
};

export const diceRacePresentation: Presentation<DiceRaceState, DiceRaceMove, DiceRaceState, DiceRaceEvent> = {
  texts,

  narrate(event): Message {
    const player = { seat: event.seat };
    switch (event.type) {
      case 'threw':
        return { key: 'log.threw', params: { player } };
      case 'rolled':
        return { key: 'log.rolled', params: { player, value: event.value, to: event.to } };
      case 'won':
        return { key: 'log.won', params: { player } };
    }
  },

  describeMove(move) {
    return { key: `move.${move.type}` };
  },
};
