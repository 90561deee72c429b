// A secret duel (rock, paper, scissors), the shape of an ATMOSFEAR duel: both seats choose at once and in
// secret; each sees only that the other has chosen; once both have, the choices are revealed and resolved.
import type { Game, PlayerSeat, Seat, Texts, Viewer, Presentation } from '../index.ts';
import { NOBODY, acting } from '../index.ts';

export type Hand = 'rock' | 'paper' | 'scissors';
export const HANDS: readonly Hand[] = ['rock', 'paper', 'scissors'];
const BEATS: Readonly<Record<Hand, Hand>> = { rock: 'scissors', paper: 'rock', scissors: 'paper' };

export interface DuelOptions {
  /** Rounds to play; the most round wins takes the duel. */
  readonly rounds: number;
}

export interface DuelState {
  /** Each seat's secret choice this round, null until it chooses. */
  choices: (Hand | null)[];
  scores: number[];
  round: number;
  rounds: number;
  /** The hands of the last resolved round, face up. */
  revealed: Hand[] | null;
}

export interface DuelView {
  readonly scores: readonly number[];
  readonly round: number;
  readonly rounds: number;
  /** Who has chosen this round: that much is public, the choice is not. */
  readonly chosen: readonly boolean[];
  /** The viewer's own choice this round, null for others and spectators. */
  readonly mine: Hand | null;
  readonly revealed: readonly Hand[] | null;
}

export interface DuelMove {
  readonly hand: Hand;
}

export type DuelEvent =
  /** `hand` is only for the chooser: viewEvent removes it for everyone else. */
  | { readonly type: 'chose'; readonly seat: PlayerSeat; readonly hand?: Hand }
  | { readonly type: 'revealed'; readonly hands: readonly Hand[]; readonly winner: PlayerSeat | null };

const MOVES: readonly DuelMove[] = HANDS.map((hand) => Object.freeze({ hand }));

const texts: Texts = {
  en: {
    name: 'Secret duel',
    'log.chose': '{player} has chosen.',
    'log.round': '{player} wins the round.',
    'log.tie': 'Both chose the same: a tie.',
    'move.rock': 'Rock',
    'move.paper': 'Paper',
    'move.scissors': 'Scissors',
    'reason.rounds': 'All rounds were played',
  },
  ru: {
    name: 'Тайная дуэль',
    'log.chose': '{player} сделал выбор.',
    'log.round': '{player} выигрывает раунд.',
    'log.tie': 'Выбор совпал: ничья.',
    'move.rock': 'Камень',
    'move.paper': 'Бумага',
    'move.scissors': 'Ножницы',
    'reason.rounds': 'Все раунды сыграны',
  },
  et: {
    name: 'Saladuell',
    'log.chose': '{player} on valinud.',
    'log.round': '{player} võidab vooru.',
    'log.tie': 'Valikud langesid kokku: viik.',
    'move.rock': 'Kivi',
    'move.paper': 'Paber',
    'move.scissors': 'Käärid',
    'reason.rounds': 'Kõik voorud on mängitud',
  },
};

export const secretDuel: Game<DuelState, DuelMove, DuelView, DuelEvent, DuelOptions> = {
  id: 'test-secret-duel',
  options: {
    players: { min: 2, max: 2 },
    defaults: { rounds: 3 },
    parse(raw) {
      if (typeof raw !== 'object' || raw === null) throw new RangeError('duel: options must be an object');
      const { rounds = 3 } = raw as { rounds?: unknown };
      if (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < 1 || rounds > 9) {
        throw new RangeError('duel: rounds must be a whole number from 1 to 9');
      }
      return { rounds };
    },
  },
  wire: {
    moveKey(move) {
      return move.hand;
    },
    viewEvent(event, viewer) {
      if (event.type === 'chose' && event.seat !== viewer) return { type: 'chose', seat: event.seat };
      return event;
    },
  },

  setup({ options }) {
    return { choices: [null, null], scores: [0, 0], round: 1, rounds: options.rounds, revealed: null };
  },

  toAct(state) {
    if (state.round > state.rounds) return NOBODY;
    const waiting: PlayerSeat[] = [];
    for (let seat = 0; seat < 2; seat++) if (state.choices[seat] === null) waiting.push(seat);
    return acting({ waiting, simultaneous: true }); // both at once and in secret, until each has committed
  },

  legalMoves(state, seat: Seat) {
    if (state.round > state.rounds || typeof seat !== 'number' || state.choices[seat] !== null) return [];
    return MOVES;
  },

  apply(state, seat, move) {
    const player = seat as PlayerSeat;
    state.choices[player] = move.hand;
    const events: DuelEvent[] = [{ type: 'chose', seat: player, hand: move.hand }];
    const [a, b] = state.choices;
    if (a !== null && b !== null) {
      const winner = a === b ? null : BEATS[a] === b ? 0 : 1;
      if (winner !== null) state.scores[winner]++;
      state.revealed = [a, b];
      state.choices = [null, null];
      state.round++;
      events.push({ type: 'revealed', hands: [a, b], winner });
    }
    return events;
  },

  view(state, viewer: Viewer) {
    return {
      scores: state.scores.slice(),
      round: state.round,
      rounds: state.rounds,
      chosen: state.choices.map((c) => c !== null),
      mine: typeof viewer === 'number' ? (state.choices[viewer] ?? null) : null,
      revealed: state.revealed && state.revealed.slice(),
    };
  },

  outcome(state) {
    if (state.round <= state.rounds) return null;
    const [a, b] = state.scores;
    return { winners: a > b ? [0] : b > a ? [1] : [0, 1], scores: state.scores.slice(), reason: 'rounds' };
  },

  determinize(view, seat, rng) {
    // The other seat's choice is unknown: if it has chosen, any hand is possible.
    const choices = view.chosen.map((chosen, s) =>
      s === seat ? view.mine : chosen ? rng.pick(HANDS) : null,
    );
    return {
      choices,
      scores: view.scores.slice(),
      round: view.round,
      rounds: view.rounds,
      revealed: view.revealed && view.revealed.slice(),
    };
  },

  clone(state) {
    return {
      choices: state.choices.slice(),
      scores: state.scores.slice(),
      round: state.round,
      rounds: state.rounds,
      revealed: state.revealed && state.revealed.slice(),
    };
  },
};

export const secretDuelPresentation: Presentation<DuelState, DuelMove, DuelView, DuelEvent> = {
  texts,

  narrate(event) {
    if (event.type === 'chose') return { key: 'log.chose', params: { player: { seat: event.seat } } };
    if (event.winner === null) return { key: 'log.tie' };
    return { key: 'log.round', params: { player: { seat: event.winner } } };
  },

  describeMove(move) {
    return { key: `move.${move.hand}` };
  },
};
