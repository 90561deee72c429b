// Duels (ATM-23 … ATM-25, ATM-37): cards laid face down at once and shown together; dice rolled against a Soul
// Ranger. The winner takes one of the loser's Keystones, unseen.
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import { beats } from './content.ts';
import { stealOne } from './keystones.ts';
import type { AtmosfearEvent, AtmosfearState } from './state.ts';
import { endTurn } from './turn.ts';

/** ATM-23, ATM-24: the seat challenges a Harbinger from the Lightning Strike it stands on. */
export function challenge(
  state: AtmosfearState,
  seat: PlayerSeat,
  other: PlayerSeat,
  events: AtmosfearEvent[],
): void {
  state.duelledAt[seat] = state.at[seat];
  state.duel = { attacker: seat, defender: other, cards: [-1, -1] };
  events.push({ type: 'challenged', seat, with: other });
}

/** The seats still to lay a card in the duel under way. */
export function toLay(state: AtmosfearState): PlayerSeat[] {
  const duel = state.duel!;
  const out: PlayerSeat[] = [];
  if (duel.cards[0] < 0) out.push(duel.attacker);
  if (duel.cards[1] < 0) out.push(duel.defender);
  return out;
}

/**
 * A duellist lays a card face down; once both have, both are shown: the higher wins, an Ace beating a 7 and
 * nothing else; equal cards take nothing. Both cards leave the game.
 */
export function layCard(
  state: AtmosfearState,
  seat: PlayerSeat,
  value: number,
  rng: Rng,
  events: AtmosfearEvent[],
): void {
  const duel = state.duel!;
  duel.cards[seat === duel.attacker ? 0 : 1] = value;
  events.push({ type: 'card-laid', seat });
  if (duel.cards[0] < 0 || duel.cards[1] < 0) return;
  const [a, d] = duel.cards;
  for (const [who, card] of [
    [duel.attacker, a],
    [duel.defender, d],
  ] as const) {
    const hand = state.hands[who];
    hand.splice(hand.indexOf(card), 1);
    state.spent[state.harbinger[who]].push(card);
  }
  const winner = beats(a, d) ? duel.attacker : beats(d, a) ? duel.defender : -1;
  events.push({
    type: 'duel-shown',
    attacker: duel.attacker,
    defender: duel.defender,
    cards: [a, d],
    winner,
  });
  if (winner >= 0)
    stealOne(state, winner, winner === duel.attacker ? duel.defender : duel.attacker, rng, events);
  endTurn(state, events);
}

/**
 * ATM-25, ATM-37, ATM-D28: a dice duel from a Skull: each rolls a die; the higher takes a Keystone; equal dice are
 * rolled again (each roll is told).
 */
export function diceDuel(
  state: AtmosfearState,
  seat: PlayerSeat,
  other: PlayerSeat,
  rng: Rng,
  events: AtmosfearEvent[],
): void {
  state.duelledAt[seat] = state.at[seat];
  for (;;) {
    const dice = [rng.between(1, 6), rng.between(1, 6)] as const;
    events.push({ type: 'dice-duel', seat, with: other, dice });
    if (dice[0] === dice[1]) continue;
    if (dice[0] > dice[1]) stealOne(state, seat, other, rng, events);
    else stealOne(state, other, seat, rng, events);
    break;
  }
  endTurn(state, events);
}
