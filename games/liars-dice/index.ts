// Liar's Dice: the smallest complete game of hidden information and chance, and the model for the others.
// This file only puts the parts together: the types in state.ts, the bids and dice in content.ts, the rules
// in rules.ts, what each seat sees in view.ts, the words in presentation.ts. Rule and decision IDs
// (LD-…) point into DESIGN.md.
import type { Game } from '../../engine/index.ts';
import { DEFAULT_DICE, MAX_PLAYERS } from './content.ts';
import { apply, legalMoves, outcome, parseOptions, setup, toAct } from './rules.ts';
import type {
  LiarsDiceEvent,
  LiarsDiceMove,
  LiarsDiceOptions,
  LiarsDiceState,
  LiarsDiceView,
} from './state.ts';
import { clone, determinize, view, viewEvent } from './view.ts';

// The public types, for the board and every importer of the game.
export type { Bid, BidMove, Challenge, ChallengeMove, Face } from './state.ts';
export type { LiarsDiceEvent, LiarsDiceMove, LiarsDiceOptions, LiarsDiceState, LiarsDiceView };

export const liarsDice: Game<LiarsDiceState, LiarsDiceMove, LiarsDiceView, LiarsDiceEvent, LiarsDiceOptions> =
  {
    id: 'liars-dice',
    options: { players: { min: 2, max: MAX_PLAYERS }, defaults: { dice: DEFAULT_DICE }, parse: parseOptions },
    wire: { moveKey: (move) => (move.type === 'bid' ? `${move.count}x${move.face}` : 'liar'), viewEvent },
    setup,
    toAct,
    legalMoves,
    apply,
    view,
    outcome,
    determinize,
    clone,
  };
