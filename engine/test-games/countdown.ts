// Countdown to midnight: timed events from the system seat's clock, the shape of ATMOSFEAR's Gatekeeper.
// Players light candles whenever they like (real time, no turns); every `interval` milliseconds the clock
// strikes and blows one candle out for everyone who has one. The first to light `goal` candles wins; when the
// last strike falls, the most candles win, and if nobody has any the night (the Gatekeeper) wins.
import type { Game, Message, Outcome, PlayerSeat, Seat, Texts } from '../index.ts';
import { SYSTEM } from '../index.ts';

export interface CountdownOptions {
  /** Milliseconds between strikes of the clock. */
  readonly interval: number;
  /** Strikes until midnight, the end. */
  readonly strikes: number;
  /** Candles that win at once. */
  readonly goal: number;
}

export interface CountdownState {
  candles: number[];
  /** When each seat last lit a candle (ms since the match began), as the kernel gave the move's time. */
  litAt: (number | null)[];
  struck: number;
  /** When the clock strikes next: the system seat's due time. */
  nextStrikeAt: number;
  options: CountdownOptions;
  ended: Outcome | null;
}

export type CountdownMove = { readonly type: 'light' } | { readonly type: 'strike' };

export type CountdownEvent =
  | { readonly type: 'lit'; readonly seat: PlayerSeat; readonly candles: number; readonly at: number }
  | { readonly type: 'struck'; readonly strike: number; readonly at: number }
  | { readonly type: 'midnight' };

const LIGHT: readonly CountdownMove[] = [Object.freeze({ type: 'light' })];
const STRIKE: readonly CountdownMove[] = [Object.freeze({ type: 'strike' })];

const texts: Texts = {
  en: {
    name: 'Countdown to midnight',
    'log.lit': '{player} lights candle {candles}.',
    'log.struck': 'The clock strikes ({strike}); candles go out.',
    'log.midnight': 'Midnight.',
    'move.light': 'Light a candle',
    'move.strike': 'The clock strikes',
    'reason.goal': 'All the candles were lit',
    'reason.midnight': 'Midnight came',
  },
  ru: {
    name: 'Отсчёт до полуночи',
    'log.lit': '{player} зажигает свечу {candles}.',
    'log.struck': 'Часы бьют ({strike}); свечи гаснут.',
    'log.midnight': 'Полночь.',
    'move.light': 'Зажечь свечу',
    'move.strike': 'Часы бьют',
    'reason.goal': 'Все свечи зажжены',
    'reason.midnight': 'Наступила полночь',
  },
  et: {
    name: 'Loendus südaööni',
    'log.lit': '{player} süütab küünla {candles}.',
    'log.struck': 'Kell lööb ({strike}); küünlad kustuvad.',
    'log.midnight': 'Südaöö.',
    'move.light': 'Süüta küünal',
    'move.strike': 'Kell lööb',
    'reason.goal': 'Kõik küünlad on süüdatud',
    'reason.midnight': 'Saabus südaöö',
  },
};

function wholeNumber(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`countdown: ${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

export const countdown: Game<
  CountdownState,
  CountdownMove,
  CountdownState,
  CountdownEvent,
  CountdownOptions
> = {
  id: 'test-countdown',
  players: { min: 1, max: 4 },
  defaultOptions: { interval: 60_000, strikes: 3, goal: 5 },
  texts,

  parseOptions(raw) {
    if (typeof raw !== 'object' || raw === null) throw new RangeError('countdown: options must be an object');
    const {
      interval = 60_000,
      strikes = 3,
      goal = 5,
    } = raw as Partial<Record<keyof CountdownOptions, unknown>>;
    return {
      interval: wholeNumber(interval, 'interval', 1, 3_600_000),
      strikes: wholeNumber(strikes, 'strikes', 1, 12),
      goal: wholeNumber(goal, 'goal', 1, 99),
    };
  },

  setup({ players, options }) {
    return {
      candles: new Array<number>(players).fill(0),
      litAt: new Array<number | null>(players).fill(null),
      struck: 0,
      nextStrikeAt: options.interval,
      options,
      ended: null,
    };
  },

  toAct(state) {
    if (state.ended) return [];
    const seats: Seat[] = state.candles.map((_, seat) => seat);
    seats.push(SYSTEM); // the clock runs while everyone plays
    return seats;
  },

  systemDueAt(state) {
    return state.nextStrikeAt;
  },

  legalMoves(state, seat: Seat) {
    if (state.ended) return [];
    return seat === SYSTEM ? STRIKE : LIGHT;
  },

  apply(state, seat, move, { time }) {
    if (move.type === 'light') {
      const player = seat as PlayerSeat;
      state.candles[player]++;
      state.litAt[player] = time;
      if (state.candles[player] >= state.options.goal) {
        state.ended = { winners: [player], scores: state.candles.slice(), reason: 'goal' };
      }
      return [{ type: 'lit', seat: player, candles: state.candles[player], at: time }];
    }
    state.struck++;
    for (let s = 0; s < state.candles.length; s++) if (state.candles[s] > 0) state.candles[s]--;
    state.nextStrikeAt += state.options.interval;
    const events: CountdownEvent[] = [{ type: 'struck', strike: state.struck, at: time }];
    if (state.struck === state.options.strikes) {
      const most = Math.max(...state.candles);
      const winners = most > 0 ? state.candles.flatMap((c, s) => (c === most ? [s] : [])) : [];
      state.ended = { winners, scores: state.candles.slice(), reason: 'midnight' };
      events.push({ type: 'midnight' });
    }
    return events;
  },

  view(state) {
    return this.clone(state); // perfect information: the clock is on the wall
  },

  outcome(state) {
    return state.ended;
  },

  determinize(view) {
    return this.clone(view);
  },

  clone(state) {
    return { ...state, candles: state.candles.slice(), litAt: state.litAt.slice() };
  },

  narrate(event): Message {
    switch (event.type) {
      case 'lit':
        return { key: 'log.lit', params: { player: { seat: event.seat }, candles: event.candles } };
      case 'struck':
        return { key: 'log.struck', params: { strike: event.strike } };
      case 'midnight':
        return { key: 'log.midnight' };
    }
  },

  describeMove(move) {
    return { key: `move.${move.type}` };
  },
};
