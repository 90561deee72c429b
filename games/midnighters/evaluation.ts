// How search scores a Midnighters position it stops short of the end (MID-D32): each seat's chance to wake
// first, read from how soon it could. A seat's way is counted in actions: the Dreamwalks to its goal, a Midnight
// Star there, and, while a nightmare holds it, the way on from the Town Hall (which sheds them all, MID-D12) to the
// Bridge and a second Star. Actions become turns at the seat's pace, turns become a place in the turn order, and
// the sooner a seat gets there the larger its share of the win.
import { stepsTo } from './board.ts';
import { countKind } from './cards.ts';
import { BRIDGE, LOCATION_COUNT, STAR, TOWN_HALL } from './content.ts';
import { actionsOf } from './nightmares.ts';
import { bit, type MidnightersState } from './state.ts';

/** Dreamwalks counted for a location with no way on yet: a turn of Vertigo or two, or a wander. */
const NO_WAY = 6;
/** How many turns behind the leader a seat's share of the win halves, or so. */
const SPREAD = 1.2;

// Scratch distance tables, reused (search evaluates thousands of positions a second).
const toBridge = new Int8Array(LOCATION_COUNT);
const toTownHall = new Int8Array(LOCATION_COUNT);

function steps(d: number): number {
  return d < 0 ? NO_WAY : d;
}

/** Each seat's expected share of the win, summing to one. */
export function evaluate(state: MidnightersState): number[] {
  const players = state.players;
  const out = new Array<number>(players).fill(0);
  if (state.phase !== 'turn') return out.fill(1 / players);
  stepsTo(state, BRIDGE, toBridge);
  stepsTo(state, TOWN_HALL, toTownHall);
  let total = 0;
  for (let s = 0; s < players; s++) {
    const here = state.avatar[s];
    const nightmares = state.nightmares[s];
    const stars = countKind(state.hands[s], STAR);
    let actions: number;
    if (nightmares.length === 0) {
      actions = steps(toBridge[here]) + 1 + (stars > 0 ? 0 : 1);
    } else {
      // MID-D12: its own Town Hall sheds every nightmare, the Horror too.
      actions =
        steps(toTownHall[here]) +
        1 +
        steps(toBridge[TOWN_HALL]) +
        1 +
        Math.max(0, 2 - stars) +
        nightmares.length -
        1;
    }
    // Where the seat stands in the turn order from now: the seat whose turn it is has its actions left.
    const order = (s - state.turn + players) % players;
    const pace = actionsOf(state, s);
    const left = order === 0 ? Math.max(0, actions - state.actions) : actions;
    const turns = Math.ceil(left / pace) + (state.skip & bit(s) ? 1 : 0);
    const when = turns + order / players;
    out[s] = Math.pow(2, -when / SPREAD);
    total += out[s];
  }
  for (let s = 0; s < players; s++) out[s] /= total;
  return out;
}
