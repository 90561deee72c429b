// The Gatekeeper (ATM-2, ATM-3, ATM-14, ATM-15, ATM-34, ATM-35; ATM-D10 … ATM-D14): when he comes, what he says,
// whom he names, and the draft at ten minutes. His schedule is drawn from the match's own random stream one
// appearance at a time, so a replay brings him at the same moments and no view can hold what comes next.
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import { SEWER_SKULLS, OWNER, PART, PROVINCE } from './board.ts';
import {
  BARGAINS,
  CALLS,
  HARBINGER_COUNT,
  HOUR,
  INSTRUCTIONS,
  INSTRUCTION_WEIGHTS,
  STONES_PER_COLOUR,
  type Call,
  type Instruction,
} from './content.ts';
import { ask, banish, free, gatekeeperGate, moveGate, richOpponents } from './effects.ts';
import { drawFate } from './fates.ts';
import { loseOne, sendBack, stealOne } from './keystones.ts';
import { rangerFree } from './reach.ts';
import type { AtmosfearEvent, AtmosfearState, Named } from './state.ts';
import { bit } from './state.ts';
import { finish, voidTurn } from './turn.ts';

/** How far the hour has gone at `at`, 0 … 1. */
export function progressOf(state: AtmosfearState, at: number): number {
  if (state.hourStart < 0) return 0;
  return Math.min(1, Math.max(0, (at - state.hourStart) / (state.hourEnd - state.hourStart)));
}

/** ATM-D11: early, middle or late in the hour (his lines grow darker). */
export function tierOf(state: AtmosfearState, at: number): number {
  return Math.min(2, Math.floor(progressOf(state, at) * 3));
}

/**
 * ATM-D14: when he comes after `at`: a gap drawn around a mean that shortens as the hour passes (about 40
 * appearances in the printed hour), clear of the draft and of the end; −1 when no appearance fits.
 */
export function nextAppearance(state: AtmosfearState, at: number, rng: Rng): number {
  // His rhythm is the same in a shorter game: fewer appearances, not a frantic host.
  const p = progressOf(state, at);
  const mean = HOUR.gapEarly + (HOUR.gapLate - HOUR.gapEarly) * p;
  const gap = mean * (1 - HOUR.gapSpread + 2 * HOUR.gapSpread * rng.float());
  let next = Math.round(at + gap);
  const clear = HOUR.clearOfLandmarks;
  if (!state.drafted && Math.abs(next - state.draftAt) < clear) next = Math.round(state.draftAt + clear);
  return next > state.hourEnd - clear ? -1 : next;
}

/** Weighted pick of what he does, the weights moving from early to late as the hour passes (ATM-D11). */
function pickInstruction(state: AtmosfearState, at: number, rng: Rng): Instruction {
  const p = progressOf(state, at);
  // ATM-38: curfews and their lifting are about Soul Rangers: with none at the table he has none to call.
  const rangers = state.role.includes('ranger');
  // ATM-28, ATM-D18: as printed only he frees a piece held in a Black Hole, so while one is held he comes to
  // release in one appearance out of two, and with nobody held he has nothing to release.
  const printed = state.options.blackHole !== 'roll';
  let total = 0;
  const weights = INSTRUCTIONS.map((kind) => {
    if (!rangers && (kind === 'curfew' || kind === 'lift')) return 0;
    if (printed && kind === 'release') return 0;
    const [early, late] = INSTRUCTION_WEIGHTS[kind];
    const w = early + (late - early) * p;
    total += w;
    return w;
  });
  if (printed && state.stuck !== 0) {
    weights[RELEASE_KIND] = total;
    total *= 2;
  }
  let r = rng.float() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i];
    if (r < 0) return INSTRUCTIONS[i];
  }
  return INSTRUCTIONS[INSTRUCTIONS.length - 1];
}

const RELEASE_KIND = INSTRUCTIONS.indexOf('release');

/**
 * ATM-D11: the share of his appearances that come with a STOP!, at the start of the hour and at its end. The
 * rulebook says what a STOP! does (ATM-3), not how often: at 30–60 % one voided about eight turns a game at four
 * players, so it is 15–30 %.
 */
export const STOP_EARLY = 0.15;
export const STOP_LATE = 0.3;

/** ATM-D12: whom he names: by character, by Numb Skull number, whose turn it is, or the Chosen One. */
function pickNamed(state: AtmosfearState, rng: Rng): Named {
  let call: Call = CALLS[rng.int(CALLS.length)];
  const harbingers = [];
  for (let s = 0; s < state.players; s++) if (state.role[s] === 'harbinger') harbingers.push(s);
  if (call === 'character' && harbingers.length === 0) call = 'number';
  const seat =
    call === 'character'
      ? harbingers[rng.int(harbingers.length)]
      : call === 'number'
        ? rng.int(state.players)
        : call === 'turn'
          ? state.turn
          : state.chosen;
  return { call, seat, harbinger: state.harbinger[seat], number: state.number[seat] };
}

/** Lines per instruction and tier, in the texts (`gk.<instruction>.<tier>.<line>`). */
export const LINES_PER_TIER = 2;

/** What needs someone named. */
const NAMES: ReadonlySet<Instruction> = new Set(['banish', 'fate', 'bargain', 'number']);

/**
 * ATM-2, ATM-3: he appears. The table stops while he speaks; a STOP! voids the turn in progress and any duel;
 * then what he says is done (a bargain waits for its answer after he falls silent).
 */
export function appear(state: AtmosfearState, at: number, rng: Rng, events: AtmosfearEvent[]): void {
  const gk = state.gatekeeper;
  gk.appearances++;
  const instruction = pickInstruction(state, at, rng);
  const p = progressOf(state, at);
  const stop = rng.float() < STOP_EARLY + (STOP_LATE - STOP_EARLY) * p;
  const named = NAMES.has(instruction) ? pickNamed(state, rng) : null;
  const tier = tierOf(state, at);
  const line = rng.int(LINES_PER_TIER);
  if (stop) voidTurn(state, events);
  events.push({ type: 'gatekeeper', instruction, tier, stop, named, line });
  gk.speakingUntil = at + HOUR.speechMs;
  gk.nextAt = nextAppearance(state, at, rng);
  obey(state, instruction, named, rng, events);
}

/** What each instruction does (ATM-D10). */
function obey(
  state: AtmosfearState,
  instruction: Instruction,
  named: Named | null,
  rng: Rng,
  events: AtmosfearEvent[],
): void {
  const gk = state.gatekeeper;
  switch (instruction) {
    case 'taunt':
      return;
    case 'banish':
      banish(state, named!.seat, events);
      return;
    case 'release':
      for (let s = 0; s < state.players; s++) free(state, s, events);
      return;
    case 'curfew':
      gk.roam = false;
      events.push({ type: 'curfew', roam: false });
      // ATM-38: Soul Rangers in the Provinces go back to the Sewers, unless their Keystones free them.
      for (let s = 0; s < state.players; s++) {
        if (state.role[s] === 'ranger' && PART[state.at[s]] === PROVINCE && !rangerFree(state, s)) {
          sendBack(state, s, events);
        }
      }
      return;
    case 'lift':
      gk.roam = true;
      events.push({ type: 'curfew', roam: true });
      return;
    case 'gate':
      gatekeeperGate(state, rng, events);
      return;
    case 'fate':
      drawFate(state, named!.seat, rng, events);
      return;
    case 'bargain': {
      // ATM-D13: one of three bargains; the answer (0 the prize, 1 the penalty) comes once he is silent.
      const kind = rng.int(BARGAINS.length);
      ask(state, named!.seat, 'bargain', [kind * 2, kind * 2 + 1], -1, gk.speakingUntil + HOUR.answerMs);
      return;
    }
    case 'number': {
      const seat = named!.seat;
      const die = rng.between(1, 6);
      events.push({ type: 'rolled', seat, dice: [die], why: 'number' });
      if (die === state.number[seat]) {
        const rich = richOpponents(state, seat);
        if (rich.length > 0) {
          let richest = rich[0];
          for (const s of rich) if (state.keys[s].length > state.keys[richest].length) richest = s;
          stealOne(state, seat, richest, rng, events);
        }
      } else {
        loseOne(state, seat, rng, events);
      }
      return;
    }
  }
}

/**
 * ATM-14, ATM-15, ATM-33 … ATM-35: at ten minutes, whoever has not become a Harbinger becomes a Soul Ranger — or,
 * if that is more than half the table, the Gatekeeper wins at once. Every Province nobody claimed turns into its
 * Sewer, its Keystones onto the Sewer's squares; a Harbinger standing on one goes back to its Headstone; each Soul
 * Ranger starts on the Skull at the centre of a Sewer.
 */
export function draft(state: AtmosfearState, at: number, events: AtmosfearEvent[]): void {
  state.drafted = true;
  voidTurn(state, events);
  const rangers: PlayerSeat[] = [];
  for (let s = 0; s < state.players; s++) if (state.role[s] === 'skull') rangers.push(s);
  if (rangers.length * 2 > state.players) {
    events.push({ type: 'draft', rangers, flipped: 0 });
    finish(state, -1, 'forfeit', events);
    return;
  }
  let claimed = 0;
  for (let s = 0; s < state.players; s++) if (state.harbinger[s] >= 0) claimed |= bit(state.harbinger[s]);
  for (let h = 0; h < HARBINGER_COUNT; h++) {
    if (claimed & bit(h)) continue;
    state.flipped |= bit(h);
    // The Province's Keystone squares and its Sewer's are in the same order: the Keystones keep their places.
    state.stones[h] = (state.stones[h] & ((1 << STONES_PER_COLOUR) - 1)) << STONES_PER_COLOUR;
  }
  for (const gate of state.gates.slice()) {
    if (PART[gate] === PROVINCE && state.flipped & bit(OWNER[gate])) moveGate(state, gate, -1, events);
  }
  events.push({ type: 'draft', rangers, flipped: state.flipped });
  for (let s = 0; s < state.players; s++) {
    if (
      state.role[s] === 'harbinger' &&
      PART[state.at[s]] === PROVINCE &&
      state.flipped & bit(OWNER[state.at[s]])
    ) {
      sendBack(state, s, events);
    }
  }
  // ATM-35, ATM-38: a Soul Ranger starts in the Sewers, under curfew: only a Keystone, or a release the Gatekeeper
  // gives once it exists, lets it out.
  state.gatekeeper.roam = false;
  // Each Soul Ranger takes a Sewer of its own, in the order of the sectors round the hub.
  const sewers = state.order.filter((h) => state.flipped & bit(h));
  rangers.forEach((s, i) => {
    state.role[s] = 'ranger';
    state.rangerHome[s] = SEWER_SKULLS[sewers[i]];
    sendBack(state, s, events);
  });
  state.gatekeeper.speakingUntil = at + HOUR.speechMs;
}
