// The rules as the contract asks for them: options, who acts, the legal moves, what a move does, what the clock
// does when it falls due, and the end. Each rule's own code is in the file its comment names.
import type { Acting, ApplyContext, Outcome, PlayerSeat, Seat } from '../../engine/index.ts';
import { NOBODY, SYSTEM, SYSTEM_ONLY, acting, plainText } from '../../engine/index.ts';
import { SQUARE_COUNT } from './board.ts';
import { BARGAINS, FEARS, FEAR_MAX_CHARS, FEAR_WRITING_MS, HARBINGERS, HOUR } from './content.ts';
import { challenge, diceDuel, layCard, toLay } from './duel.ts';
import {
  ask,
  askCompass,
  banish,
  held,
  moveGate,
  occupy,
  opponents,
  place,
  richOpponents,
  sleep,
} from './effects.ts';
import { appear, draft } from './gatekeeper.ts';
import { loseOne, stealOne } from './keystones.ts';
import { beginHour, setup } from './setup.ts';
import type {
  AtmosfearEvent,
  AtmosfearMove,
  AtmosfearOptions,
  AtmosfearState,
  BlackHoleRule,
  WrittenFear,
} from './state.ts';
import { bit } from './state.ts';
import { afterMoves, endTurn, finish, go, reachable, roll, rollMoves } from './turn.ts';

export { setup };

export const DEFAULT_OPTIONS: AtmosfearOptions = { minutes: 60, blackHole: 'gatekeeper' };
/** ATM-28, ATM-D18: the ways out of a Black Hole the lobby offers: the Gatekeeper's, as printed, first. */
export const BLACK_HOLE_RULES: readonly BlackHoleRule[] = ['gatekeeper', 'roll'];
/**
 * ATM-D14, ATM-D26: the lengths the lobby offers: the printed hour (the default), the hour fitted to the table
 * (`'table'`), and quick games.
 */
export const LENGTHS: readonly AtmosfearOptions['minutes'][] = [60, 'table', 30, 20, 10];

export function parseOptions(raw: unknown): AtmosfearOptions {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new RangeError('atmosfear: options must be an object');
  }
  const {
    minutes = DEFAULT_OPTIONS.minutes,
    blackHole = DEFAULT_OPTIONS.blackHole,
    ...rest
  } = raw as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw new RangeError(`atmosfear: unknown option ${unknown[0]}`);
  const length = LENGTHS.find((l) => l === minutes);
  if (length === undefined) throw new RangeError(`atmosfear: minutes must be one of ${LENGTHS.join(', ')}`);
  const hole = BLACK_HOLE_RULES.find((r) => r === blackHole);
  if (hole === undefined)
    throw new RangeError(`atmosfear: blackHole must be one of ${BLACK_HOLE_RULES.join(', ')}`);
  return { minutes: length, blackHole: hole };
}

// ----- the clock -----

/** What falls due next, and when (ATM-1, ATM-2, ATM-14, ATM-D14, ATM-D15). */
type Due = 'fears' | 'end' | 'silence' | 'answer' | 'draft' | 'appear';

function nextDue(state: AtmosfearState): { at: number; what: Due } | null {
  if (state.phase === 'over') return null;
  if (state.phase === 'fears') return { at: FEAR_WRITING_MS, what: 'fears' };
  const gk = state.gatekeeper;
  let at = state.hourEnd;
  let what: Due = 'end';
  const consider = (when: number, which: Due) => {
    if (when < at) {
      at = when;
      what = which;
    }
  };
  if (gk.speakingUntil >= 0) {
    consider(gk.speakingUntil, 'silence');
    return { at, what };
  }
  // A choice he asked for is answered before he comes again.
  const asked = state.pending !== null && state.pending.until >= 0;
  if (asked) consider(state.pending!.until, 'answer');
  else {
    if (!state.drafted) consider(state.draftAt, 'draft');
    if (gk.nextAt >= 0) consider(gk.nextAt, 'appear');
  }
  return { at, what };
}

export function systemDueAt(state: AtmosfearState): number | null {
  return nextDue(state)?.at ?? null;
}

function tick(state: AtmosfearState, ctx: ApplyContext, events: AtmosfearEvent[]): void {
  const due = nextDue(state)!;
  const { rng, time } = ctx;
  switch (due.what) {
    case 'fears':
      // ATM-D15: whoever wrote nothing in time gets one of ours.
      for (let s = 0; s < state.players; s++) {
        if (state.fears[s] === null) {
          const dealt = state.dealt[s];
          state.fears[s] = { key: dealt[rng.int(dealt.length)], text: null };
          events.push({ type: 'fear-written', seat: s });
        }
      }
      beginHour(state, time, rng, events);
      return;
    case 'end':
      finish(state, -1, 'hour', events); // ATM-1
      return;
    case 'silence':
      state.gatekeeper.speakingUntil = -1;
      events.push({ type: 'silent' });
      return;
    case 'answer':
      // He answers for whoever did not: the first side (the prize, the first in line).
      pick(state, state.pending!.seat, state.pending!.among[0], ctx, events);
      return;
    case 'draft':
      draft(state, time, events);
      return;
    case 'appear':
      appear(state, time, rng, events);
      answerTimeForFate(state);
      return;
  }
}

/** A choice a Fate card asks for while he speaks is his too: it gets his answer time. */
function answerTimeForFate(state: AtmosfearState): void {
  const p = state.pending;
  if (p !== null && p.until < 0)
    state.pending = { ...p, until: state.gatekeeper.speakingUntil + HOUR.answerMs };
}

// ----- who acts -----

const NONE: readonly PlayerSeat[] = [];
const turnActing: Acting[] = [];
/** The game waits for this seat while the clock runs. */
function waitingWithClock(seat: PlayerSeat): Acting {
  return (turnActing[seat] ??= { waiting: [seat], reacting: NONE, system: true });
}

export function toAct(state: AtmosfearState): Acting {
  switch (state.phase) {
    case 'over':
      return NOBODY;
    case 'fears': {
      const waiting: PlayerSeat[] = [];
      for (let s = 0; s < state.players; s++) if (state.fears[s] === null) waiting.push(s);
      return acting({ waiting, system: true, simultaneous: true });
    }
    case 'play':
      if (state.gatekeeper.speakingUntil >= 0) return SYSTEM_ONLY; // ATM-3: nobody moves while he speaks
      if (state.pending !== null) return waitingWithClock(state.pending.seat);
      if (state.duel !== null) return acting({ waiting: toLay(state), system: true, simultaneous: true });
      return waitingWithClock(state.turn);
  }
}

// ----- legal moves -----

const TIME: readonly AtmosfearMove[] = [{ type: 'time' }];
const NO_MOVES: readonly AtmosfearMove[] = [];
/** One move object per stock fear, shared. */
const FEAR_MOVES: ReadonlyMap<string, AtmosfearMove> = new Map(
  FEARS.map((key) => [key, { type: 'fear', key }]),
);
const STAY: AtmosfearMove = { type: 'stay' };
const WAIT: readonly AtmosfearMove[] = [STAY];
/** One move object per square, shared (the lists are rebuilt at every decision). */
const GO: readonly AtmosfearMove[] = Array.from({ length: SQUARE_COUNT }, (_, to) => ({ type: 'go', to }));

export function legalMoves(state: AtmosfearState, seat: Seat): readonly AtmosfearMove[] {
  if (seat === SYSTEM) return state.phase === 'over' ? NO_MOVES : TIME;
  // ATM-D29: a seat picks among the stock fears dealt to it (or writes its own).
  if (state.phase === 'fears')
    return state.fears[seat] === null ? state.dealt[seat].map((key) => FEAR_MOVES.get(key)!) : NO_MOVES;
  if (state.phase !== 'play' || state.gatekeeper.speakingUntil >= 0) return NO_MOVES;
  const pending = state.pending;
  if (pending !== null) {
    return pending.seat === seat ? pending.among.map((value) => ({ type: 'pick', value })) : NO_MOVES;
  }
  if (state.duel !== null) {
    if (!toLay(state).includes(seat)) return NO_MOVES;
    const values = [...new Set(state.hands[seat])].sort((a, b) => a - b);
    return values.map((value) => ({ type: 'card', value }));
  }
  if (seat !== state.turn) return NO_MOVES;
  // ATM-28: held in a Black Hole, a seat can only let its turn pass (when every seat is held, or it was sent there
  // in the middle of its turn).
  if (held(state, seat)) return WAIT;
  switch (state.stage) {
    case 'roll':
      return rollMoves(state, seat);
    case 'move': {
      const moves: AtmosfearMove[] = reachable(state, seat).map((to) => GO[to]);
      if (moves.length === 0 || state.role[seat] === 'skull') moves.push(STAY);
      return moves;
    }
    case 'after':
      return afterMoves(state, seat);
  }
}

/** ATM-8, ATM-D15: a fear a person wrote: plain text, checked; null for anything that is not one. */
export function readWritten(state: AtmosfearState, seat: PlayerSeat, raw: unknown): WrittenFear | null {
  if (state.phase !== 'fears' || state.fears[seat] !== null) return null;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { type, text, ...rest } = raw as Record<string, unknown>;
  if (type !== 'fear' || Object.keys(rest).length > 0 || text === undefined) return null;
  return { type: 'fear', text: plainText(text, FEAR_MAX_CHARS) };
}

// ----- what a move does -----

export function apply(
  state: AtmosfearState,
  seat: Seat,
  move: AtmosfearMove,
  ctx: ApplyContext,
): AtmosfearEvent[] {
  const events: AtmosfearEvent[] = [];
  const { rng } = ctx;
  state.lastAt = ctx.time;
  if (move.type === 'time') {
    tick(state, ctx, events);
    return events;
  }
  const s = seat as PlayerSeat;
  switch (move.type) {
    case 'fear':
      state.fears[s] = 'key' in move ? { key: move.key, text: null } : { key: null, text: move.text };
      events.push({ type: 'fear-written', seat: s });
      if (state.fears.every((f) => f !== null)) beginHour(state, ctx.time, rng, events);
      break;
    case 'roll':
      roll(state, s, move.dice, rng, events);
      break;
    case 'go':
      go(state, s, move.to, rng, events);
      break;
    case 'stay':
      endTurn(state, events);
      break;
    case 'duel':
      challenge(state, s, move.with, events);
      break;
    case 'card':
      layCard(state, s, move.value, rng, events);
      break;
    case 'dice-duel':
      diceDuel(state, s, move.with, rng, events);
      break;
    case 'fly':
      place(state, s, move.to, 'fly', events);
      endTurn(state, events);
      break;
    case 'occupy':
      if (!occupy(state, s, move.victim, rng, events)) endTurn(state, events);
      break;
    case 'end':
      endTurn(state, events);
      break;
    case 'pick':
      pick(state, s, move.value, ctx, events);
      break;
  }
  return events;
}

/**
 * A choice answered (by its seat, or by the Gatekeeper when its time ran out). A choice the turn was making ends
 * the turn; one the Gatekeeper asked for leaves the turn where it was.
 */
function pick(
  state: AtmosfearState,
  seat: PlayerSeat,
  value: number,
  ctx: ApplyContext,
  events: AtmosfearEvent[],
): void {
  const { rng } = ctx;
  const asked = state.pending!;
  state.pending = null;
  const later = asked.until >= 0 ? ctx.time + HOUR.answerMs : -1;
  switch (asked.why) {
    case 'bargain':
      bargain(state, seat, value, later, events);
      break;
    case 'bargain-keystone':
    case 'steal':
    case 'number':
    case 'steal-ranger':
      stealOne(state, seat, value, rng, events);
      break;
    case 'bargain-black-hole':
      banish(state, value, events);
      break;
    case 'bargain-sleep':
      sleep(state, value);
      events.push({ type: 'sleeps', seat: value });
      break;
    case 'bargain-lose':
      loseOne(state, value, rng, events);
      break;
    case 'compass':
      place(state, seat, value, 'fly', events);
      break;
    case 'hurl':
      place(state, asked.about, value, 'hurled', events);
      break;
    case 'swap': {
      const mine = state.at[seat];
      place(state, seat, state.at[value], 'swap', events);
      place(state, value, mine, 'swap', events);
      break;
    }
    case 'gate':
      moveGate(state, asked.about, value, events);
      break;
    case 'freedom':
      moveGate(state, value, -1, events);
      break;
  }
  if (asked.until < 0 && state.pending === null && state.phase === 'play') endTurn(state, events);
}

/** ATM-D13: a bargain's side chosen: 0 the prize for the chooser, 1 the penalty for an opponent it names. */
function bargain(
  state: AtmosfearState,
  seat: PlayerSeat,
  value: number,
  until: number,
  events: AtmosfearEvent[],
): void {
  const kind = value >> 1;
  const penalty = (value & 1) === 1;
  events.push({ type: 'bargained', seat, choice: BARGAINS[kind][penalty ? 1 : 0] });
  if (!penalty) {
    if (kind === 0) ask(state, seat, 'bargain-keystone', richOpponents(state, seat), -1, until);
    else if (kind === 1) state.again |= bit(seat);
    else if (askCompass(state, seat)) state.pending = { ...state.pending!, until };
  } else if (kind === 0) ask(state, seat, 'bargain-black-hole', opponents(state, seat), -1, until);
  else if (kind === 1) ask(state, seat, 'bargain-sleep', opponents(state, seat), -1, until);
  else ask(state, seat, 'bargain-lose', richOpponents(state, seat), -1, until);
}

// ----- the end -----

export function outcome(state: AtmosfearState): Outcome | null {
  if (state.phase !== 'over') return null;
  return { winners: state.winner >= 0 ? [state.winner] : [], reason: state.reason ?? 'hour' };
}

/** What a balance report counts (docs/balance/atmosfear.md). */
export function figures(state: AtmosfearState): Record<string, number> {
  const played = state.phase === 'over' && state.hourStart >= 0 ? state.lastAt - state.hourStart : 0;
  // What happens in some games is counted in per cent, so that its mean over games reads as a rate to the tenth
  // of a point (a Harbinger played in a tenth of the games needs that precision).
  const percent = (happened: boolean) => (happened ? 100 : 0);
  return {
    'minutes played': played / 60_000,
    '% Gatekeeper won': percent(state.phase === 'over' && state.winner < 0),
    '% Soul Ranger won': percent(state.winner >= 0 && state.role[state.winner] === 'ranger'),
    'Soul Rangers': state.role.filter((r) => r === 'ranger').length,
    'Gatekeeper appearances': state.gatekeeper.appearances,
    // The finishing times' spread: escaped within a quarter, half and three quarters of the hour.
    ...Object.fromEntries(
      [0.25, 0.5, 0.75].map((q) => [
        `% escaped within ${q * 100}% of the hour`,
        percent(state.winner >= 0 && state.lastAt - state.hourStart <= q * (state.hourEnd - state.hourStart)),
      ]),
    ),
    // ATM-D20: wins by place in the turn order, the Chosen One first.
    ...Object.fromEntries(
      Array.from({ length: state.players }, (_, k) => [
        `% won from turn place ${k + 1}`,
        percent(state.winner >= 0 && (state.winner - state.chosen + state.players) % state.players === k),
      ]),
    ),
    // Each Harbinger's win rate is the first over the second (docs/balance/atmosfear.md).
    ...Object.fromEntries(
      HARBINGERS.flatMap((name, h) => [
        [`% won as ${name}`, percent(state.winner >= 0 && state.harbinger[state.winner] === h)],
        [`% played ${name}`, percent(state.harbinger.includes(h))],
      ]),
    ),
  };
}
