// Trap track: an out-of-turn reaction, the shape of a Midnighters trap (MID-27: a trap may be sprung at any
// time, also on another player's turn). Players step along a track; everyone starts with one face-down trap of
// a hidden strength. Right after a player steps, the game opens a reaction window: the mover may close it with
// a pass, and until then any other seat still holding its trap may spring it, knocking the mover back.
import type { Game, Message, PlayerSeat, Seat, Texts, Viewer } from '../index.ts';

export interface TrapTrackOptions {
  /** The square that wins. */
  readonly goal: number;
}

export interface TrapTrackState {
  positions: number[];
  /** Each seat's face-down trap: how many squares it knocks the victim back; null once sprung. */
  traps: (number | null)[];
  /** Whose turn it is: the mover. */
  turn: PlayerSeat;
  /** The reaction window after the mover's step is open. */
  window: boolean;
  winner: number;
  goal: number;
}

export interface TrapTrackView {
  readonly positions: readonly number[];
  /** Everyone sees who still holds a face-down trap; only its holder knows its strength. */
  readonly traps: readonly { readonly armed: boolean; readonly strength: number | null }[];
  readonly turn: PlayerSeat;
  readonly window: boolean;
  readonly winner: number;
  readonly goal: number;
}

export type TrapTrackMove =
  { readonly type: 'step'; readonly by: 1 | 2 } | { readonly type: 'pass' } | { readonly type: 'spring' };

export type TrapTrackEvent =
  | { readonly type: 'stepped'; readonly seat: PlayerSeat; readonly by: number; readonly to: number }
  | { readonly type: 'passed'; readonly seat: PlayerSeat }
  | {
      readonly type: 'sprung';
      readonly seat: PlayerSeat;
      readonly victim: PlayerSeat;
      readonly strength: number;
      readonly to: number;
    }
  | { readonly type: 'won'; readonly seat: PlayerSeat };

const STEPS: readonly TrapTrackMove[] = [
  Object.freeze({ type: 'step', by: 1 }),
  Object.freeze({ type: 'step', by: 2 }),
];
const PASS: readonly TrapTrackMove[] = [Object.freeze({ type: 'pass' })];
const SPRING: readonly TrapTrackMove[] = [Object.freeze({ type: 'spring' })];

const texts: Texts = {
  en: {
    name: 'Trap track',
    'log.stepped': '{player} steps {by} to {to}.',
    'log.passed': '{player} ends the turn.',
    'log.sprung': '{player} springs a trap of {strength} on {victim}, who falls back to {to}.',
    'log.won': '{player} reaches the end of the track.',
    'move.step': 'Step {by}',
    'move.pass': 'End the turn',
    'move.spring': 'Spring your trap',
    'reason.goal': 'The end of the track was reached',
  },
  ru: {
    name: 'Тропа с ловушками',
    'log.stepped': '{player} делает {by} шаг(а) до {to}.',
    'log.passed': '{player} заканчивает ход.',
    'log.sprung': '{player} захлопывает ловушку силы {strength}: {victim} отступает на {to}.',
    'log.won': '{player} доходит до конца тропы.',
    'move.step': 'Шагнуть на {by}',
    'move.pass': 'Закончить ход',
    'move.spring': 'Захлопнуть ловушку',
    'reason.goal': 'Достигнут конец тропы',
  },
  et: {
    name: 'Lõksurada',
    'log.stepped': '{player} astub {by} ruudule {to}.',
    'log.passed': '{player} lõpetab käigu.',
    'log.sprung': '{player} laseb lõksul ({strength}) lüüa: {victim} langeb tagasi ruudule {to}.',
    'log.won': '{player} jõuab raja lõppu.',
    'move.step': 'Astu {by}',
    'move.pass': 'Lõpeta käik',
    'move.spring': 'Lase lõks lahti',
    'reason.goal': 'Raja lõpp on saavutatud',
  },
};

/** The seats that may spring a trap on the mover now, in turn order after the mover. */
function reactors(state: TrapTrackState): PlayerSeat[] {
  const seats: PlayerSeat[] = [];
  const players = state.positions.length;
  for (let i = 1; i < players; i++) {
    const seat = (state.turn + i) % players;
    if (state.traps[seat] !== null) seats.push(seat);
  }
  return seats;
}

/** Closes the mover's turn: a win at the goal, else the next seat moves. */
function endTurn(state: TrapTrackState, events: TrapTrackEvent[]): void {
  state.window = false;
  if (state.positions[state.turn] >= state.goal) {
    state.winner = state.turn;
    events.push({ type: 'won', seat: state.turn });
  } else {
    state.turn = (state.turn + 1) % state.positions.length;
  }
}

type TrapTrackGame = Game<TrapTrackState, TrapTrackMove, TrapTrackView, TrapTrackEvent, TrapTrackOptions>;

export const trapTrack: TrapTrackGame = {
  id: 'test-trap-track',
  players: { min: 2, max: 4 },
  defaultOptions: { goal: 8 },
  texts,

  parseOptions(raw) {
    if (typeof raw !== 'object' || raw === null) {
      throw new RangeError('trap track: options must be an object');
    }
    const { goal = 8 } = raw as { goal?: unknown };
    if (typeof goal !== 'number' || !Number.isInteger(goal) || goal < 2 || goal > 50) {
      throw new RangeError('trap track: goal must be a whole number from 2 to 50');
    }
    return { goal };
  },

  setup({ players, options, rng }) {
    const traps = Array.from({ length: players }, () => rng.between(1, 3)); // dealt face down
    return {
      positions: new Array<number>(players).fill(0),
      traps,
      turn: 0,
      window: false,
      winner: -1,
      goal: options.goal,
    };
  },

  toAct(state) {
    if (state.winner >= 0) return [];
    return state.window ? [state.turn, ...reactors(state)] : [state.turn];
  },

  legalMoves(state, seat: Seat) {
    if (state.winner >= 0) return [];
    if (!state.window) return seat === state.turn ? STEPS : [];
    if (seat === state.turn) return PASS;
    return typeof seat === 'number' && state.traps[seat] !== null ? SPRING : [];
  },

  apply(state, seat, move) {
    const player = seat as PlayerSeat;
    const events: TrapTrackEvent[] = [];
    switch (move.type) {
      case 'step': {
        const to = Math.min(state.goal, state.positions[player] + move.by);
        state.positions[player] = to;
        events.push({ type: 'stepped', seat: player, by: move.by, to });
        if (reactors(state).length > 0) state.window = true;
        else endTurn(state, events);
        break;
      }
      case 'pass':
        events.push({ type: 'passed', seat: player });
        endTurn(state, events);
        break;
      case 'spring': {
        const strength = state.traps[player] as number;
        const victim = state.turn;
        state.traps[player] = null;
        state.positions[victim] = Math.max(0, state.positions[victim] - strength);
        events.push({ type: 'sprung', seat: player, victim, strength, to: state.positions[victim] });
        endTurn(state, events);
        break;
      }
      default: {
        const never: never = move;
        throw new Error(`unknown move ${String(never)}`);
      }
    }
    return events;
  },

  view(state, viewer: Viewer) {
    return {
      positions: state.positions.slice(),
      traps: state.traps.map((strength, seat) => ({
        armed: strength !== null,
        strength: seat === viewer ? strength : null,
      })),
      turn: state.turn,
      window: state.window,
      winner: state.winner,
      goal: state.goal,
    };
  },

  outcome(state) {
    return state.winner >= 0
      ? { winners: [state.winner], scores: state.positions.slice(), reason: 'goal' }
      : null;
  },

  determinize(view, seat, rng) {
    // Another seat's armed trap could be of any strength.
    const traps = view.traps.map((t, s) => (!t.armed ? null : s === seat ? t.strength : rng.between(1, 3)));
    return {
      positions: view.positions.slice(),
      traps,
      turn: view.turn,
      window: view.window,
      winner: view.winner,
      goal: view.goal,
    };
  },

  clone(state) {
    return { ...state, positions: state.positions.slice(), traps: state.traps.slice() };
  },

  narrate(event): Message {
    const player = { seat: event.seat };
    switch (event.type) {
      case 'stepped':
        return { key: 'log.stepped', params: { player, by: event.by, to: event.to } };
      case 'passed':
        return { key: 'log.passed', params: { player } };
      case 'sprung':
        return {
          key: 'log.sprung',
          params: { player, strength: event.strength, victim: { seat: event.victim }, to: event.to },
        };
      case 'won':
        return { key: 'log.won', params: { player } };
    }
  },

  describeMove(move) {
    return move.type === 'step'
      ? { key: 'move.step', params: { by: move.by } }
      : { key: `move.${move.type}` };
  },
};
