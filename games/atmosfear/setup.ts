// Setting up (ATM-4 … ATM-8): the Chosen One, the Provinces round the hub, the Keystones on their squares, the Numb
// Skulls in their Homes, the Fate cards shuffled; then the fears are written and the hour begins.
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import { homeSquare } from './board.ts';
import {
  FATES,
  FATE_COPIES,
  FEARS,
  FITTED_MINUTES,
  HARBINGER_COUNT,
  HOUR,
  STONES_PER_COLOUR,
} from './content.ts';
import { nextAppearance } from './gatekeeper.ts';
import type { AtmosfearEvent, AtmosfearOptions, AtmosfearState } from './state.ts';

export function setup(players: number, options: AtmosfearOptions, rng: Rng): AtmosfearState {
  const order = rng.shuffle(Array.from({ length: HARBINGER_COUNT }, (_, h) => h));
  const { chosen, rolls } = chooseTheChosenOne(players, rng);
  const number = rng.shuffle(Array.from({ length: HARBINGER_COUNT }, (_, n) => n + 1)).slice(0, players);
  const seats = Array.from({ length: players }, (_, s) => s);
  return {
    players,
    options,
    phase: 'fears',
    hourStart: -1,
    hourEnd: -1,
    draftAt: -1,
    drafted: false,
    order,
    flipped: 0,
    chosen,
    chosenRolls: rolls,
    number,
    role: seats.map(() => 'skull'),
    harbinger: seats.map(() => -1),
    at: seats.map((s) => homeSquare(number[s] - 1)),
    rangerHome: seats.map(() => -1),
    keys: seats.map(() => []),
    known: seats.map(() => []),
    stones: Array.from({ length: HARBINGER_COUNT }, () => (1 << STONES_PER_COLOUR) - 1),
    hands: seats.map(() => []),
    collected: 0,
    spent: Array.from({ length: HARBINGER_COUNT }, () => []),
    fates: rng.shuffle(Array.from({ length: FATES.length * FATE_COPIES }, (_, i) => i % FATES.length)),
    fateDiscard: [],
    gates: [],
    stuck: 0,
    sleeping: seats.map(() => 0),
    shielded: 0,
    duelledAt: seats.map(() => -1),
    turn: chosen,
    stage: 'roll',
    dice: [],
    throughGates: false,
    again: 0,
    duel: null,
    pending: null,
    gatekeeper: { nextAt: -1, speakingUntil: -1, appearances: 0, roam: false },
    fears: seats.map(() => null),
    gone: Array.from({ length: HARBINGER_COUNT }, () => 0),
    lastAt: 0,
    winner: -1,
    reason: null,
    dealt: dealFears(players, rng),
  };
}

/**
 * ATM-D29: our stock fears dealt out, as many to each seat as go round evenly, so no two seats of a table can
 * pick the same one.
 */
function dealFears(players: number, rng: Rng): string[][] {
  const deck: string[] = rng.shuffle(FEARS.slice());
  const each = Math.floor(deck.length / players);
  return Array.from({ length: players }, (_, s) => deck.slice(s * each, (s + 1) * each));
}

/**
 * ATM-4: everyone rolls both dice; the highest is the Chosen One; those tied for the highest roll again. The
 * first round's rolls are kept for the table to show.
 */
function chooseTheChosenOne(players: number, rng: Rng): { chosen: PlayerSeat; rolls: number[] } {
  const first = new Array<number>(players).fill(0);
  const rolls = new Array<number>(players).fill(0);
  let rolling = Array.from({ length: players }, (_, s) => s);
  for (let round = 0; ; round++) {
    for (const s of rolling) rolls[s] = rng.between(1, 6) + rng.between(1, 6);
    if (round === 0) for (let s = 0; s < players; s++) first[s] = rolls[s];
    const best = Math.max(...rolling.map((s) => rolls[s]));
    const top = rolling.filter((s) => rolls[s] === best);
    if (top.length === 1) return { chosen: top[0], rolls: first };
    rolling = top;
  }
}

/** The length of this match's hour in minutes (ATM-1, ATM-D26). */
export function minutesOf(state: Pick<AtmosfearState, 'options' | 'players'>): number {
  const { minutes } = state.options;
  return minutes === 'table' ? FITTED_MINUTES[state.players] : minutes;
}

/** ATM-1: the hour begins once every fear is in the Well (ATM-8); the Chosen One plays first. */
export function beginHour(state: AtmosfearState, at: number, rng: Rng, events: AtmosfearEvent[]): void {
  const length = minutesOf(state) * 60_000;
  state.phase = 'play';
  state.hourStart = at;
  state.hourEnd = at + length;
  // ATM-14 at ten minutes; in a shorter game no later than a third of the way, so the Soul Rangers have a game.
  state.draftAt = at + Math.round(Math.min(HOUR.draftAt, length / 3));
  state.gatekeeper.nextAt = nextAppearance(state, at, rng);
  events.push({ type: 'hour-begins', at, ends: state.hourEnd });
  state.turn = state.chosen;
  state.stage = 'roll';
  events.push({ type: 'turn', seat: state.turn });
}
