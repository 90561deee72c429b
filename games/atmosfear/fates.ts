// ATM-31, ATM-D9: a Fate card, taken when the Gatekeeper says so and obeyed at once.
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import { HUB, PART, ROAD } from './board.ts';
import { FATES } from './content.ts';
import { ask, askCompass, banish, free, opponents, richOpponents, sleep } from './effects.ts';
import { loseOne, sendBack } from './keystones.ts';
import type { AtmosfearEvent, AtmosfearState } from './state.ts';
import { bit } from './state.ts';

/** The top Fate card, the played ones shuffled back in once the deck is out. */
function takeFate(state: AtmosfearState, rng: Rng): number {
  if (state.fates.length === 0) {
    state.fates = rng.shuffle(state.fateDiscard);
    state.fateDiscard = [];
  }
  return state.fates.pop()!;
}

export function drawFate(state: AtmosfearState, seat: PlayerSeat, rng: Rng, events: AtmosfearEvent[]): void {
  const fate = takeFate(state, rng);
  state.fateDiscard.push(fate);
  events.push({ type: 'fate', seat, fate });
  switch (FATES[fate]) {
    case 'black-hole':
      banish(state, seat, events);
      return;
    case 'freedom':
      if (state.stuck & bit(seat)) free(state, seat, events);
      else ask(state, seat, 'freedom', state.gates);
      return;
    case 'again':
      state.again |= bit(seat);
      return;
    case 'sleep':
      sleep(state, seat);
      return;
    case 'steal':
      ask(state, seat, 'steal', richOpponents(state, seat));
      return;
    case 'lose':
      loseOne(state, seat, rng, events);
      return;
    case 'wings':
      askCompass(state, seat);
      return;
    case 'swap':
      ask(state, seat, 'swap', swappable(state, seat));
      return;
    case 'headstone':
      if (state.role[seat] !== 'skull') sendBack(state, seat, events);
      return;
    case 'duel':
      takeBackDuelCard(state, seat);
      return;
    case 'number': {
      const die = rng.between(1, 6);
      events.push({ type: 'rolled', seat, dice: [die], why: 'number' });
      if (die === state.number[seat]) ask(state, seat, 'number', richOpponents(state, seat));
      else banish(state, seat, events);
      return;
    }
    case 'shield':
      state.shielded |= bit(seat);
      return;
  }
}

/**
 * ATM-D9: whom a swap may change places with: a player of the same kind (Harbinger, Soul Ranger, Numb Skull), both
 * off the Ring Road and out of the Homes, so nobody lands where it may not stand.
 */
export function swappable(state: AtmosfearState, seat: PlayerSeat): PlayerSeat[] {
  const off = (s: PlayerSeat) => PART[state.at[s]] !== ROAD && PART[state.at[s]] !== HUB;
  if (!off(seat)) return [];
  return opponents(state, seat).filter((s) => state.role[s] === state.role[seat] && off(s));
}

/** ATM-D9: a Harbinger with its Duel cards takes back the best one it has spent. */
function takeBackDuelCard(state: AtmosfearState, seat: PlayerSeat): void {
  const h = state.harbinger[seat];
  if (h < 0 || (state.collected & bit(h)) === 0) return;
  const spent = state.spent[h];
  if (spent.length === 0) return;
  let best = 0;
  for (let i = 1; i < spent.length; i++) if (spent[i] > spent[best]) best = i;
  state.hands[seat].push(spent.splice(best, 1)[0]);
}
