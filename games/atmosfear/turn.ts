// A turn (ATM-9 … ATM-12, ATM-16 … ATM-21, ATM-25 … ATM-28, ATM-36; ATM-D7, ATM-D16, ATM-D18, ATM-D19): roll,
// move, what the square you land on does, what it lets you do, and the next player. Also the end of the game.
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import { BLACK_HOLE, COMPASS, HEADSTONES, KEYSTONE, KIND, LIGHTNING, SKULL, layoutOf } from './board.ts';
import { DOUBLE, DUEL, FLIGHT, GATES, OCCUPATION } from './content.ts';
import { ask, held, intoBlackHole, place } from './effects.ts';
import { sendBack, stealOne, stoneAt, takeFromBoard } from './keystones.ts';
import { destinations, freeCompasses, gateSquares, hasPower, homeOf, homebound } from './reach.ts';
import type { AtmosfearEvent, AtmosfearMove, AtmosfearState, Fear } from './state.ts';
import { bit } from './state.ts';

/** The game is over: `winner` escaped (or −1: the Gatekeeper won), for `reason`. */
export function finish(
  state: AtmosfearState,
  winner: PlayerSeat,
  reason: string,
  events: AtmosfearEvent[],
): void {
  state.phase = 'over';
  state.winner = winner;
  state.reason = reason;
  state.pending = null;
  state.duel = null;
  events.push({ type: 'over', reason, winner });
}

/**
 * The next player's turn (or the same one's again); a seat that must miss a turn misses it, and a seat held in a
 * Black Hole lets it pass (ATM-28) — unless every seat is held, when the turn rests with one that can only wait.
 */
export function endTurn(state: AtmosfearState, events: AtmosfearEvent[]): void {
  state.stage = 'roll';
  state.dice = [];
  state.throughGates = false;
  state.pending = null;
  state.duel = null;
  if (state.phase !== 'play') return;
  let next = state.turn;
  if (state.again & bit(next)) state.again &= ~bit(next);
  else next = (next + 1) % state.players;
  let passed = 0;
  for (;;) {
    if (state.sleeping[next] > 0) {
      state.sleeping[next]--;
      events.push({ type: 'sleeps', seat: next });
    } else if (held(state, next) && passed < state.players - 1) {
      passed++;
      events.push({ type: 'held', seat: next });
    } else break;
    next = (next + 1) % state.players;
  }
  state.turn = next;
  events.push({ type: 'turn', seat: next });
}

/**
 * ATM-3, ATM-32, ATM-D19: a STOP! voids what is under way: dice rolled but not moved (the turn is lost), a duel
 * whose cards are not both shown (the cards go back), a choice the turn was making. What has landed stands.
 */
export function voidTurn(state: AtmosfearState, events: AtmosfearEvent[]): void {
  if (state.phase !== 'play') return;
  if (state.stage === 'roll' && state.duel === null && state.pending === null) return;
  events.push({ type: 'void', seat: state.turn });
  endTurn(state, events);
}

/** What a seat may roll now: ATM-27 two dice with the Double Dice power, else one (ATM-9: one in the race). */
export function rollMoves(state: AtmosfearState, seat: PlayerSeat): readonly AtmosfearMove[] {
  const atHome = state.at[seat] === homeOf(state, seat) && homebound(state, seat);
  if (atHome || state.stuck & bit(seat) || state.role[seat] === 'skull') return ROLL_ONE;
  return hasPower(state, seat, DOUBLE) ? ROLL_EITHER : ROLL_ONE;
}
const ROLL_ONE: readonly AtmosfearMove[] = [{ type: 'roll', dice: 1 }];
const ROLL_EITHER: readonly AtmosfearMove[] = [
  { type: 'roll', dice: 1 },
  { type: 'roll', dice: 2 },
];

/**
 * The dice: at Home, a 6 draws a fear (ATM-19, ATM-20); in a Black Hole (with the `roll` option, ATM-D18), your
 * own number frees you for your next turn; otherwise the piece moves that many squares (ATM-D16: a die showing your own number lets you
 * through Gates).
 */
export function roll(
  state: AtmosfearState,
  seat: PlayerSeat,
  count: number,
  rng: Rng,
  events: AtmosfearEvent[],
): void {
  const dice = count === 2 ? [rng.between(1, 6), rng.between(1, 6)] : [rng.between(1, 6)];
  state.dice = dice;
  if (state.at[seat] === homeOf(state, seat) && homebound(state, seat)) {
    events.push({ type: 'rolled', seat, dice, why: 'home' });
    if (dice[0] === 6) drawFear(state, seat, rng, events);
    if (state.phase === 'play') endTurn(state, events);
    return;
  }
  if (state.stuck & bit(seat)) {
    events.push({ type: 'rolled', seat, dice, why: 'escape' });
    if (dice[0] === state.number[seat]) {
      state.stuck &= ~bit(seat);
      events.push({ type: 'freed', seat });
    }
    endTurn(state, events);
    return;
  }
  events.push({ type: 'rolled', seat, dice, why: 'move' });
  state.throughGates = dice.includes(state.number[seat]);
  state.stage = 'move';
}

/** The squares the dice take the seat to (ATM-10, ATM-D7). */
export function reachable(state: AtmosfearState, seat: PlayerSeat): readonly number[] {
  const steps = state.dice.length === 2 ? state.dice[0] + state.dice[1] : state.dice[0];
  return destinations(state, seat, steps, state.throughGates || hasPower(state, seat, GATES));
}

/**
 * ATM-20, ATM-D29: a fear from the Well: someone else's sets you free; your own sends you back to start again. Your
 * fear is your words: a slip with the same words as yours, whoever wrote it, is yours.
 */
function drawFear(state: AtmosfearState, seat: PlayerSeat, rng: Rng, events: AtmosfearEvent[]): void {
  const writer = rng.int(state.players);
  const fear = state.fears[writer]!;
  const own = writer === seat || sameFear(fear, state.fears[seat]);
  events.push({ type: 'fear-drawn', seat, fear, own });
  if (own) sendBack(state, seat, events);
  else finish(state, seat, 'escaped', events);
}

/**
 * ATM-D29: whether two fears are the same words: one of ours by its key; written words compared with case and
 * spaces set aside (trimmed, runs of spaces as one, lower case). A fear a determinization cannot know is nobody's.
 */
export function sameFear(a: Fear | null, b: Fear | null): boolean {
  if (a === null || b === null) return false;
  if (a.key !== null || b.key !== null) return a.key === b.key;
  if (a.text === null || b.text === null) return false;
  return wordsOf(a.text) === wordsOf(b.text);
}

function wordsOf(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/** The piece goes to `to` (or stays), and the square it lands on does what it does. */
export function go(
  state: AtmosfearState,
  seat: PlayerSeat,
  to: number,
  rng: Rng,
  events: AtmosfearEvent[],
): void {
  if (to !== state.at[seat]) place(state, seat, to, 'walk', events);
  land(state, seat, rng, events);
}

/**
 * Landing (ATM-11, ATM-12, ATM-17, ATM-19, ATM-28, ATM-36): a Numb Skull becomes the Harbinger of an unclaimed
 * Headstone; a Harbinger takes the Keystone it lands on; a Soul Ranger robs whoever it lands on; a Black Hole holds;
 * a groove is Home. Then what the square lets the seat do, if anything; else the turn ends.
 */
function land(state: AtmosfearState, seat: PlayerSeat, rng: Rng, events: AtmosfearEvent[]): void {
  const at = state.at[seat];
  const role = state.role[seat];
  if (role === 'skull') {
    const h = HEADSTONES.indexOf(at);
    if (h >= 0 && !state.harbinger.includes(h)) {
      state.role[seat] = 'harbinger';
      state.harbinger[seat] = h;
      events.push({ type: 'became', seat, harbinger: h });
    }
    endTurn(state, events);
    return;
  }
  if (at === homeOf(state, seat) && homebound(state, seat)) {
    events.push({ type: 'home', seat });
    endTurn(state, events);
    return;
  }
  if (role === 'harbinger' && KIND[at] === KEYSTONE && stoneAt(state, at) >= 0)
    takeFromBoard(state, seat, at, events);
  // A Black Hole holds first: a piece held there does nothing more this turn.
  if (KIND[at] === BLACK_HOLE) {
    intoBlackHole(state, seat, events);
    if (state.stuck & bit(seat)) {
      endTurn(state, events);
      return;
    }
  }
  if (role === 'ranger') {
    const victims = robbable(state, seat);
    if (victims.length === 1) stealOne(state, seat, victims[0], rng, events);
    else if (ask(state, seat, 'steal-ranger', victims)) return;
  }
  // ATM-29, ATM-D17: a holder of the Gates power standing by a Gate may put it elsewhere (or leave it).
  if (hasPower(state, seat, GATES)) {
    const next = layoutOf(state.order).next[at];
    const gate = state.gates.find((g) => g === at || next.includes(g));
    if (gate !== undefined && ask(state, seat, 'gate', [gate, ...gateSquares(state)], gate)) return;
  }
  if (afterMoves(state, seat).length > 1) state.stage = 'after';
  else endTurn(state, events);
}

/** ATM-36: whom a Soul Ranger landing here may rob: Harbingers and other Soul Rangers with a Keystone. */
export function robbable(state: AtmosfearState, seat: PlayerSeat): PlayerSeat[] {
  const out: PlayerSeat[] = [];
  for (let s = 0; s < state.players; s++) {
    if (s !== seat && state.at[s] === state.at[seat] && state.role[s] !== 'skull' && state.keys[s].length > 0)
      out.push(s);
  }
  return out;
}

/**
 * What the square a seat has landed on lets it do before its turn ends, `end` last (ATM-23 … ATM-26, ATM-30):
 * challenge a Harbinger from a Lightning Strike, dice-duel a Soul Ranger from a Skull, fly from a Compass, occupy
 * the square of whoever stands here.
 */
export function afterMoves(state: AtmosfearState, seat: PlayerSeat): AtmosfearMove[] {
  const at = state.at[seat];
  const moves: AtmosfearMove[] = [];
  const fresh = state.duelledAt[seat] !== at; // ATM-24
  const role = state.role[seat];
  if (fresh && KIND[at] === LIGHTNING && role === 'harbinger' && state.hands[seat].length > 0) {
    for (let s = 0; s < state.players; s++) {
      if (s !== seat && state.role[s] === 'harbinger' && state.hands[s].length > 0)
        moves.push({ type: 'duel', with: s });
    }
  }
  if (fresh && KIND[at] === SKULL && (role === 'ranger' || hasPower(state, seat, DUEL))) {
    for (let s = 0; s < state.players; s++) {
      if (s !== seat && state.role[s] === 'ranger') moves.push({ type: 'dice-duel', with: s });
    }
  }
  if (KIND[at] === COMPASS && hasPower(state, seat, FLIGHT)) {
    for (const to of freeCompasses(state, at)) moves.push({ type: 'fly', to });
  }
  if (hasPower(state, seat, OCCUPATION)) {
    for (let s = 0; s < state.players; s++) {
      // ATM-30, ATM-D5: any square another player is on, a Headstone included.
      if (s !== seat && state.at[s] === at) moves.push({ type: 'occupy', victim: s });
    }
  }
  moves.push(END);
  return moves;
}
const END: AtmosfearMove = { type: 'end' };
