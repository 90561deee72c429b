// Countdown to midnight: a real-time race against the system seat's clock, the shape of ATMOSFEAR's hour.
// There are no turns: players light candles whenever they like, each at a person's pace. A taper lights one
// candle quickly; a chandelier lights four, but takes three times as long. The clock strikes every `interval`
// milliseconds, and each strike but the last blows out one candle of everyone who has any. The first to `goal`
// candles wins at once; if the last strike, midnight, comes first, the night wins.
import type {
  Acting,
  Game,
  GameBots,
  Message,
  Outcome,
  PlayerSeat,
  Seat,
  Texts,
  Presentation,
} from '../index.ts';
import { NOBODY, SYSTEM, acting } from '../index.ts';

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
  struck: number;
  /** When the clock strikes next: the system seat's due time. */
  nextStrikeAt: number;
  options: CountdownOptions;
  ended: Outcome | null;
}

export type CountdownMove =
  { readonly type: 'taper' } | { readonly type: 'chandelier' } | { readonly type: 'strike' };

export type CountdownEvent =
  | { readonly type: 'lit'; readonly seat: PlayerSeat; readonly candles: number; readonly at: number }
  | { readonly type: 'struck'; readonly strike: number; readonly at: number }
  | { readonly type: 'midnight' };

/** Candles each way of lighting adds. */
export const LIGHTS: Readonly<Record<'taper' | 'chandelier', number>> = { taper: 1, chandelier: 4 };
/** How long a person takes over each (the game's pace model, for simulations and search). */
export const LIGHTING_MS: Readonly<Record<'taper' | 'chandelier', number>> = {
  taper: 2000,
  chandelier: 6000,
};

const LIGHTING: readonly CountdownMove[] = [
  Object.freeze({ type: 'taper' }),
  Object.freeze({ type: 'chandelier' }),
];
const STRIKE: readonly CountdownMove[] = [Object.freeze({ type: 'strike' })];
const NO_MOVES: readonly CountdownMove[] = [];

const texts: Texts = {
  en: {
    name: 'Countdown to midnight',
    'log.lit': '{player} now has {candles} candles lit.',
    'log.struck': 'The clock strikes ({strike}); a draught blows candles out.',
    'log.midnight': 'Midnight.',
    'move.taper': 'Light a taper',
    'move.chandelier': 'Light the chandelier',
    'move.strike': 'The clock strikes',
    'reason.goal': 'All the candles were lit',
    'reason.midnight': 'Midnight came',
  },
  ru: {
    name: 'Отсчёт до полуночи',
    'log.lit': '{player}: зажжено свечей — {candles}.',
    'log.struck': 'Часы бьют ({strike}); сквозняк гасит свечи.',
    'log.midnight': 'Полночь.',
    'move.taper': 'Зажечь лучину',
    'move.chandelier': 'Зажечь люстру',
    'move.strike': 'Часы бьют',
    'reason.goal': 'Все свечи зажжены',
    'reason.midnight': 'Наступила полночь',
  },
  et: {
    name: 'Loendus südaööni',
    'log.lit': '{player}: süüdatud küünlaid {candles}.',
    'log.struck': 'Kell lööb ({strike}); tuuletõmbus kustutab küünlad.',
    'log.midnight': 'Südaöö.',
    'move.taper': 'Süüta peerg',
    'move.chandelier': 'Süüta lühter',
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

/** Everyone may light at any moment and the clock runs: one frozen answer per table size. */
const EVERYONE: Acting[] = [];
function everyone(players: number): Acting {
  return (EVERYONE[players] ??= Object.freeze(
    acting({ reacting: Array.from({ length: players }, (_, s) => s), system: true }),
  ));
}

export const countdown: Game<
  CountdownState,
  CountdownMove,
  CountdownState,
  CountdownEvent,
  CountdownOptions
> = {
  id: 'test-countdown',
  options: {
    players: { min: 1, max: 4 },
    defaults: { interval: 60_000, strikes: 3, goal: 8 },
    parse(raw) {
      if (typeof raw !== 'object' || raw === null)
        throw new RangeError('countdown: options must be an object');
      const {
        interval = 60_000,
        strikes = 3,
        goal = 8,
      } = raw as Partial<Record<keyof CountdownOptions, unknown>>;
      return {
        interval: wholeNumber(interval, 'interval', 1, 3_600_000),
        strikes: wholeNumber(strikes, 'strikes', 1, 12),
        goal: wholeNumber(goal, 'goal', 1, 99),
      };
    },
  },
  timing: { realTime: true, dueAt: (state) => state.nextStrikeAt },
  wire: {
    moveKey(move) {
      return move.type;
    },
  },

  setup({ players, options }) {
    return {
      candles: new Array<number>(players).fill(0),
      struck: 0,
      nextStrikeAt: options.interval,
      options,
      ended: null,
    };
  },

  toAct(state) {
    // Nobody is waited for: the players race, and the clock runs while they do.
    return state.ended ? NOBODY : everyone(state.candles.length);
  },

  legalMoves(state, seat: Seat) {
    if (state.ended) return NO_MOVES;
    return seat === SYSTEM ? STRIKE : LIGHTING;
  },

  apply(state, seat, move, { time }) {
    if (move.type !== 'strike') {
      const player = seat as PlayerSeat;
      state.candles[player] += LIGHTS[move.type];
      if (state.candles[player] >= state.options.goal) {
        state.ended = { winners: [player], scores: state.candles.slice(), reason: 'goal' };
      }
      return [{ type: 'lit', seat: player, candles: state.candles[player], at: time }];
    }
    state.struck++;
    state.nextStrikeAt += state.options.interval;
    const events: CountdownEvent[] = [{ type: 'struck', strike: state.struck, at: time }];
    if (state.struck === state.options.strikes) {
      state.ended = { winners: [], scores: state.candles.slice(), reason: 'midnight' };
      events.push({ type: 'midnight' });
    } else {
      for (let s = 0; s < state.candles.length; s++) if (state.candles[s] > 0) state.candles[s]--;
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
    return { ...state, candles: state.candles.slice() };
  },
};

export const countdownPresentation: Presentation<
  CountdownState,
  CountdownMove,
  CountdownState,
  CountdownEvent
> = {
  texts,

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

/** The pace of a person lighting: what simulations and search play the race on. */
export const countdownBots: GameBots<CountdownState, CountdownMove, CountdownState> = {
  moveMs(_state, _seat, move) {
    return move.type === 'strike' ? 0 : LIGHTING_MS[move.type];
  },
};
