// Nim, the take-away game: the smallest turn-based game with an end, for the kernel's match and replay tests.
import type { Game, Message, PlayerSeat, Seat, Texts, Presentation } from '../index.ts';
import { NOBODY, waitingFor } from '../index.ts';

export interface NimOptions {
  /** Stones on the pile at the start. */
  readonly stones: number;
}

export interface NimState {
  stones: number;
  /** The seat to move. */
  turn: PlayerSeat;
  /** Who took the last stone, or −1 while stones remain. */
  winner: number;
  players: number;
}

export interface NimMove {
  readonly take: 1 | 2 | 3;
}

export type NimEvent =
  | { readonly type: 'took'; readonly seat: PlayerSeat; readonly take: number; readonly left: number }
  | { readonly type: 'won'; readonly seat: PlayerSeat };

const TAKES: readonly NimMove[] = [
  Object.freeze({ take: 1 }),
  Object.freeze({ take: 2 }),
  Object.freeze({ take: 3 }),
];

const texts: Texts = {
  en: {
    name: 'Nim',
    'log.took': '{player} takes {take}; {left} left.',
    'log.won': '{player} takes the last stone.',
    'move.take': 'Take {take}',
    'reason.last-stone': 'The last stone was taken',
  },
  ru: {
    name: 'Ним',
    'log.took': '{player} берёт {take}; осталось {left}.',
    'log.won': '{player} берёт последний камень.',
    'move.take': 'Взять {take}',
    'reason.last-stone': 'Взят последний камень',
  },
  et: {
    name: 'Nim',
    'log.took': '{player} võtab {take}; alles {left}.',
    'log.won': '{player} võtab viimase kivi.',
    'move.take': 'Võta {take}',
    'reason.last-stone': 'Viimane kivi on võetud',
  },
};

export const nim: Game<NimState, NimMove, NimState, NimEvent, NimOptions> = {
  id: 'test-nim',
  options: {
    players: { min: 2, max: 3 },
    defaults: { stones: 7 },
    parse(raw) {
      if (typeof raw !== 'object' || raw === null) throw new RangeError('nim: options must be an object');
      const { stones = 7 } = raw as { stones?: unknown };
      if (typeof stones !== 'number' || !Number.isInteger(stones) || stones < 1 || stones > 50) {
        throw new RangeError('nim: stones must be a whole number from 1 to 50');
      }
      return { stones };
    },
  },

  setup({ players, options }) {
    return { stones: options.stones, turn: 0, winner: -1, players };
  },

  toAct(state) {
    return state.winner >= 0 ? NOBODY : waitingFor(state.turn);
  },

  legalMoves(state, seat: Seat) {
    if (state.winner >= 0 || seat !== state.turn) return [];
    return TAKES.filter((m) => m.take <= state.stones);
  },

  apply(state, seat, move) {
    const player = seat as PlayerSeat;
    state.stones -= move.take;
    const events: NimEvent[] = [{ type: 'took', seat: player, take: move.take, left: state.stones }];
    if (state.stones === 0) {
      state.winner = player;
      events.push({ type: 'won', seat: player });
    } else {
      state.turn = (player + 1) % state.players;
    }
    return events;
  },

  view(state) {
    return this.clone(state); // perfect information
  },

  outcome(state) {
    return state.winner >= 0 ? { winners: [state.winner], reason: 'last-stone' } : null;
  },

  determinize(view) {
    return this.clone(view);
  },

  clone(state) {
    return { ...state };
  },
};

export const nimPresentation: Presentation<NimState, NimMove, NimState, NimEvent> = {
  texts,

  narrate(event): Message {
    switch (event.type) {
      case 'took':
        return {
          key: 'log.took',
          params: { player: { seat: event.seat }, take: event.take, left: event.left },
        };
      case 'won':
        return { key: 'log.won', params: { player: { seat: event.seat } } };
    }
  },

  describeMove(move) {
    return { key: 'move.take', params: { take: move.take } };
  },
};
