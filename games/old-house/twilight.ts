// The Twilight (OH-8 … OH-10, OH-D25): the Phantom takes four action cards openly or rolls for 1 + a die, picks
// them left to right along the row, and the hunters get the rest; then the night's first Phantom turn begins.
import type { Rng } from '../../engine/index.ts';
import { ACTION_CARDS, ALL_CARDS, MAX_SUMMONS_HELD, OPEN_PICKS, SUMMON_CARDS } from './content.ts';
import { startPhantomTurn } from './night.ts';
import type { OldHouseEvent as Event, OldHouseMove as Move, OldHouseState as State } from './state.ts';

// The Twilight's moves, one frozen object each, shared by every list that offers them.
const DRAFT_MODES: readonly Move[] = [
  Object.freeze({ type: 'draft', mode: 'four' }),
  Object.freeze({ type: 'draft', mode: 'roll' }),
];
const PICK: readonly Move[] = ACTION_CARDS.map((_, card) => Object.freeze({ type: 'pick', card }));

/** The Phantom's moves in the Twilight: how to draft, then each card it may take next. */
export function twilightMoves(state: State): readonly Move[] {
  return state.draftLeft < 0 ? DRAFT_MODES : picks(state);
}

function summonsHeld(cards: number): number {
  let n = 0;
  for (let m = cards & SUMMON_CARDS; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * OH-8, OH-9, OH-D25: the cards the Phantom may take next. It takes them left to right along the row, one of
 * each run of identical cards, never more than three Summons, and only a card that still leaves enough to its
 * right for the picks it has left.
 */
function picks(state: State): readonly Move[] {
  const held = summonsHeld(state.phantomCards);
  const key = (state.lastPick + 1) * 64 + held * 8 + state.draftLeft;
  let list = PICKS.get(key);
  if (!list) {
    list = pickList(state.lastPick, held, state.draftLeft);
    PICKS.set(key, list);
  }
  return list;
}

// Each list made once for its (last pick, Summons held, picks left) and shared, like the moves in it.
const PICKS = new Map<number, readonly Move[]>();

function pickList(lastPick: number, held: number, left: number): Move[] {
  const moves: Move[] = [];
  const n = ACTION_CARDS.length;
  for (let card = lastPick + 1; card < n; card++) {
    const isSummon = (SUMMON_CARDS & (1 << card)) !== 0;
    if (isSummon && held >= MAX_SUMMONS_HELD) continue;
    const prev = ACTION_CARDS[card - 1];
    const here = ACTION_CARDS[card];
    if (card > lastPick + 1 && prev.dark === here.dark && prev.light === here.light) continue;
    // Enough cards to the right for the rest of the picks?
    let summonRoom = MAX_SUMMONS_HELD - held - (isSummon ? 1 : 0);
    let room = 0;
    for (let later = card + 1; later < n; later++) {
      if ((SUMMON_CARDS & (1 << later)) === 0) room++;
      else if (summonRoom > 0) {
        summonRoom--;
        room++;
      }
    }
    if (room >= left - 1) moves.push(PICK[card]);
  }
  return moves;
}

/** OH-8: four cards openly, or 1 + a die. */
export function draft(state: State, mode: 'four' | 'roll', rng: Rng, events: Event[]): void {
  if (mode === 'four') {
    state.draftLeft = OPEN_PICKS;
    state.draftRoll = 0;
  } else {
    state.draftRoll = rng.between(1, 6);
    state.draftLeft = 1 + state.draftRoll;
  }
  events.push({ type: 'draft', mode, roll: state.draftRoll, picks: state.draftLeft });
}

/** The Phantom takes a card; with the last, the hunters get every other card, light side up (OH-10). */
export function pick(state: State, card: number, rng: Rng, events: Event[]): void {
  state.phantomCards |= 1 << card;
  state.lastPick = card;
  state.draftLeft--;
  events.push({ type: 'picked', card });
  if (state.draftLeft === 0) {
    state.hunterCards = ALL_CARDS & ~state.phantomCards; // OH-10
    events.push({ type: 'drafted', phantom: state.phantomCards, hunters: state.hunterCards });
    startPhantomTurn(state, rng, events);
  }
}
