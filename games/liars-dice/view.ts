// What each seat may know of Liar's Dice: its own dice and everyone's counts, never another seat's roll
// until a challenge reveals the table (LD-10); a state guessed back from that; and a copy to play on.
import { SPECTATOR } from '../../engine/index.ts';
import type { PlayerSeat, Rng, Viewer } from '../../engine/index.ts';
import { rollDice } from './content.ts';
import {
  countsOf,
  type Face,
  type LiarsDiceEvent,
  type LiarsDiceState,
  type LiarsDiceView,
} from './state.ts';

export function view(state: LiarsDiceState, viewer: Viewer): LiarsDiceView {
  return {
    viewer,
    dicePerPlayer: state.dicePerPlayer,
    counts: countsOf(state.dice),
    ownDice: viewer === SPECTATOR ? null : state.dice[viewer].slice(),
    round: state.round,
    turn: state.turn,
    bids: state.bids.slice(),
    eliminated: state.eliminated.slice(),
    lastChallenge: state.lastChallenge,
  };
}

export function viewEvent(event: LiarsDiceEvent, viewer: Viewer): LiarsDiceEvent {
  // The roll is the only secret an event carries; a challenge's reveal is public (LD-10).
  if (event.type !== 'rolled') return event;
  return {
    ...event,
    dice: event.dice.map((hand, seat) => (seat === viewer || hand?.length === 0 ? hand : null)),
  };
}

export function determinize(view: LiarsDiceView, _seat: PlayerSeat, rng: Rng): LiarsDiceState {
  // Keep the viewer's own dice and everything public; every other hand is a fresh uniform roll of its size.
  return {
    dicePerPlayer: view.dicePerPlayer,
    dice: view.counts.map((n, seat) =>
      seat === view.viewer && view.ownDice ? view.ownDice.slice() : rollDice(n, rng),
    ),
    round: view.round,
    turn: view.turn,
    bids: view.bids.slice(),
    eliminated: view.eliminated.slice(),
    lastChallenge: view.lastChallenge,
  };
}

export function clone(state: LiarsDiceState): LiarsDiceState {
  const dice: Face[][] = [];
  for (const hand of state.dice) dice.push(hand.slice());
  return {
    dicePerPlayer: state.dicePerPlayer,
    dice,
    round: state.round,
    turn: state.turn,
    bids: state.bids.slice(),
    eliminated: state.eliminated.slice(),
    lastChallenge: state.lastChallenge,
  };
}
