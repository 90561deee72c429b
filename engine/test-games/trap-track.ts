// Trap track: a reaction window, the shape of a Midnighters trap (MID-27: a trap may be sprung at any time,
// also on another player's turn). Players step along a track; everyone starts with one face-down trap of a
// hidden strength. Right after a player steps, every other seat still holding its trap may spring it on the
// mover, knocking them back, or let the moment pass. The window waits for nobody: it closes when every reactor
// has passed, when a trap is sprung, or when its deadline falls due (the system seat closes it). Reaching the
// goal wins only once the window has closed without a trap.
import type { Game, Message, PlayerSeat, Presentation, Seat, Texts, Viewer } from '../index.ts';
import { NOBODY, SYSTEM, acting, waitingFor } from '../index.ts';

export interface TrapTrackOptions {
  /** The square that wins. */
  readonly goal: number;
  /** How long a reaction window stays open, in milliseconds. */
  readonly windowMs: number;
}

export interface TrapTrackState {
  positions: number[];
  /** Each seat's face-down trap: how many squares it knocks the victim back; null once sprung. */
  traps: (number | null)[];
  /** Whose turn it is: the mover. */
  turn: PlayerSeat;
  /** When the open reaction window closes (ms since the start), or −1 when none is open. */
  closesAt: number;
  /** Who has passed in the open window. */
  passed: boolean[];
  winner: number;
  goal: number;
  windowMs: number;
}

export interface TrapTrackView {
  readonly positions: readonly number[];
  /** Everyone sees who still holds a face-down trap; only its holder knows its strength. */
  readonly traps: readonly { readonly armed: boolean; readonly strength: number | null }[];
  readonly turn: PlayerSeat;
  readonly closesAt: number;
  readonly passed: readonly boolean[];
  readonly winner: number;
  readonly goal: number;
  readonly windowMs: number;
}

export type TrapTrackMove =
  | { readonly type: 'step'; readonly by: 1 | 2 }
  | { readonly type: 'spring' }
  | { readonly type: 'pass' }
  | { readonly type: 'close' };

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
  | { readonly type: 'closed' }
  | { readonly type: 'won'; readonly seat: PlayerSeat };

const STEPS: readonly TrapTrackMove[] = [
  Object.freeze({ type: 'step', by: 1 }),
  Object.freeze({ type: 'step', by: 2 }),
];
const REACTIONS: readonly TrapTrackMove[] = [
  Object.freeze({ type: 'spring' }),
  Object.freeze({ type: 'pass' }),
];
const CLOSE: readonly TrapTrackMove[] = [Object.freeze({ type: 'close' })];
const NO_MOVES: readonly TrapTrackMove[] = [];

const texts: Texts = {
  en: {
    name: 'Trap track',
    'log.stepped': '{player} steps {by} to {to}.',
    'log.passed': '{player} lets it pass.',
    'log.sprung': '{player} springs a trap of {strength} on {victim}, who falls back to {to}.',
    'log.closed': 'Nobody sprang a trap in time.',
    'log.won': '{player} reaches the end of the track.',
    'move.step': 'Step {by}',
    'move.spring': 'Spring your trap',
    'move.pass': 'Let it pass',
    'move.close': 'Time is up',
    'reason.goal': 'The end of the track was reached',
  },
  ru: {
    name: 'Тропа с ловушками',
    'log.stepped': '{player} идёт на {by} до клетки {to}.',
    'log.passed': '{player} пропускает.',
    'log.sprung': '{player} захлопывает ловушку силы {strength}: {victim} отступает на клетку {to}.',
    'log.closed': 'Никто не успел захлопнуть ловушку.',
    'log.won': '{player} доходит до конца тропы.',
    'move.step': 'Шагнуть на {by}',
    'move.spring': 'Захлопнуть ловушку',
    'move.pass': 'Пропустить',
    'move.close': 'Время вышло',
    'reason.goal': 'Достигнут конец тропы',
  },
  et: {
    name: 'Lõksurada',
    'log.stepped': '{player} astub {by} ruudule {to}.',
    'log.passed': '{player} laseb mööda.',
    'log.sprung': '{player} laseb lõksul ({strength}) lüüa: {victim} langeb tagasi ruudule {to}.',
    'log.closed': 'Keegi ei jõudnud lõksu lahti lasta.',
    'log.won': '{player} jõuab raja lõppu.',
    'move.step': 'Astu {by}',
    'move.spring': 'Lase lõks lahti',
    'move.pass': 'Lase mööda',
    'move.close': 'Aeg on läbi',
    'reason.goal': 'Raja lõpp on saavutatud',
  },
};

/** The seats that may still spring a trap on the mover, in turn order after the mover. */
function reactors(state: TrapTrackState): PlayerSeat[] {
  const seats: PlayerSeat[] = [];
  const players = state.positions.length;
  for (let i = 1; i < players; i++) {
    const seat = (state.turn + i) % players;
    if (state.traps[seat] !== null && !state.passed[seat]) seats.push(seat);
  }
  return seats;
}

/** Closes the mover's turn: a win at the goal, else the next seat moves. */
function endTurn(state: TrapTrackState, events: TrapTrackEvent[]): void {
  state.closesAt = -1;
  state.passed.fill(false);
  if (state.positions[state.turn] >= state.goal) {
    state.winner = state.turn;
    events.push({ type: 'won', seat: state.turn });
  } else {
    state.turn = (state.turn + 1) % state.positions.length;
  }
}

function wholeNumber(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`trap track: ${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

type TrapTrackGame = Game<TrapTrackState, TrapTrackMove, TrapTrackView, TrapTrackEvent, TrapTrackOptions>;

export const trapTrack: TrapTrackGame = {
  id: 'test-trap-track',
  options: {
    players: { min: 2, max: 4 },
    defaults: { goal: 8, windowMs: 10_000 },
    parse(raw) {
      if (typeof raw !== 'object' || raw === null) {
        throw new RangeError('trap track: options must be an object');
      }
      const { goal = 8, windowMs = 10_000 } = raw as { goal?: unknown; windowMs?: unknown };
      return {
        goal: wholeNumber(goal, 'goal', 2, 50),
        windowMs: wholeNumber(windowMs, 'windowMs', 1, 600_000),
      };
    },
  },
  timing: { dueAt: (state) => state.closesAt },
  wire: {
    moveKey(move) {
      return move.type === 'step' ? 'step' + move.by : move.type;
    },
  },

  setup({ players, options, rng }) {
    const traps = Array.from({ length: players }, () => rng.between(1, 3)); // dealt face down
    return {
      positions: new Array<number>(players).fill(0),
      traps,
      turn: 0,
      closesAt: -1,
      passed: new Array<boolean>(players).fill(false),
      winner: -1,
      goal: options.goal,
      windowMs: options.windowMs,
    };
  },

  toAct(state) {
    if (state.winner >= 0) return NOBODY;
    if (state.closesAt < 0) return waitingFor(state.turn);
    // The window waits for nobody: the reactors may spring or pass, and the deadline closes it.
    return acting({ reacting: reactors(state), system: true });
  },

  legalMoves(state, seat: Seat) {
    if (state.winner >= 0) return NO_MOVES;
    if (state.closesAt < 0) return seat === state.turn ? STEPS : NO_MOVES;
    if (seat === SYSTEM) return CLOSE;
    return seat !== state.turn && state.traps[seat] !== null && !state.passed[seat] ? REACTIONS : NO_MOVES;
  },

  apply(state, seat, move, { time }) {
    const events: TrapTrackEvent[] = [];
    switch (move.type) {
      case 'step': {
        const player = seat as PlayerSeat;
        const to = Math.min(state.goal, state.positions[player] + move.by);
        state.positions[player] = to;
        events.push({ type: 'stepped', seat: player, by: move.by, to });
        if (reactors(state).length > 0) state.closesAt = time + state.windowMs;
        else endTurn(state, events);
        break;
      }
      case 'spring': {
        const player = seat as PlayerSeat;
        const strength = state.traps[player] as number;
        const victim = state.turn;
        state.traps[player] = null;
        state.positions[victim] = Math.max(0, state.positions[victim] - strength);
        events.push({ type: 'sprung', seat: player, victim, strength, to: state.positions[victim] });
        endTurn(state, events);
        break;
      }
      case 'pass': {
        const player = seat as PlayerSeat;
        state.passed[player] = true;
        events.push({ type: 'passed', seat: player });
        if (reactors(state).length === 0) endTurn(state, events);
        break;
      }
      case 'close':
        events.push({ type: 'closed' });
        endTurn(state, events);
        break;
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
      closesAt: state.closesAt,
      passed: state.passed.slice(),
      winner: state.winner,
      goal: state.goal,
      windowMs: state.windowMs,
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
      closesAt: view.closesAt,
      passed: view.passed.slice(),
      winner: view.winner,
      goal: view.goal,
      windowMs: view.windowMs,
    };
  },

  clone(state) {
    return {
      ...state,
      positions: state.positions.slice(),
      traps: state.traps.slice(),
      passed: state.passed.slice(),
    };
  },
};

export const trapTrackPresentation: Presentation<
  TrapTrackState,
  TrapTrackMove,
  TrapTrackView,
  TrapTrackEvent
> = {
  texts,

  narrate(event): Message {
    switch (event.type) {
      case 'stepped':
        return { key: 'log.stepped', params: { player: { seat: event.seat }, by: event.by, to: event.to } };
      case 'passed':
        return { key: 'log.passed', params: { player: { seat: event.seat } } };
      case 'sprung':
        return {
          key: 'log.sprung',
          params: {
            player: { seat: event.seat },
            strength: event.strength,
            victim: { seat: event.victim },
            to: event.to,
          },
        };
      case 'closed':
        return { key: 'log.closed' };
      case 'won':
        return { key: 'log.won', params: { player: { seat: event.seat } } };
    }
  },

  describeMove(move) {
    return move.type === 'step'
      ? { key: 'move.step', params: { by: move.by } }
      : { key: `move.${move.type}` };
  },
};
