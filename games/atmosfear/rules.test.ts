// Every rule of the digest (../../../shared/rules/atmosfear.md), each test named by its rule ID.
import { describe, expect, it } from 'vitest';
import { MoveError, applyMove, canonicalJson } from '../../engine/index.ts';
import {
  HEADSTONES,
  KIND,
  PROVINCES,
  PROVINCE_STONES,
  RING,
  SEWERS,
  SEWER_SKULLS,
  SEWER_STONES,
  homeSquare,
  isUp,
  ringSquare,
} from './board.ts';
import {
  ACE,
  DOUBLE,
  DUEL,
  DUEL_SETS,
  FATES,
  FLIGHT,
  GATES,
  HOUR,
  OCCUPATION,
  RELEASE,
  beats,
  colourFor,
  powerOf,
} from './content.ts';
import {
  allHarbingers,
  begun,
  fresh,
  game,
  give,
  harbinger,
  keys,
  loop,
  play,
  ranger,
  rngOf,
  rolled,
  simulated,
  summon,
  tick,
} from './fixtures.ts';
import { destinations, hasPower, homeOf, rangerFree, stepsTo } from './reach.ts';
import type { AtmosfearEvent, AtmosfearState } from './state.ts';
import { endTurn } from './turn.ts';

/** A square of Harbinger h's Province loop (0 where its approach arrives, then round). */

describe('the clock and the Gatekeeper', () => {
  it('ATM-1 the hour lasts 60 minutes, is never paused, and when it runs out the Gatekeeper wins', () => {
    const state = begun(4);
    allHarbingers(state);
    expect(state.hourEnd - state.hourStart).toBe(60 * 60_000);
    // Nobody moves at all: the clock still runs to the end, never waiting for anyone.
    let guard = 0;
    while (state.phase !== 'over' && guard++ < 500) {
      expect(game.timing!.dueAt!(state)!).toBeLessThanOrEqual(state.hourEnd);
      expect(game.toAct(state).system).toBe(true);
      // Skip the turns' choices: the Gatekeeper's own business only.
      state.pending = state.pending && state.pending.until >= 0 ? state.pending : null;
      tick(state);
    }
    expect(game.outcome(state)).toEqual({ winners: [], reason: 'hour' });
    expect(state.lastAt).toBe(state.hourEnd);
  });

  it('ATM-2 he comes every couple of minutes with instructions, many a choice of a prize or a penalty on an opponent', () => {
    const match = simulated(4, 'atm-2', {}, () => false);
    const appearances = (match.state as AtmosfearState).gatekeeper.appearances;
    const minutes = (match.time - (match.state as AtmosfearState).hourStart) / 60_000;
    expect(appearances / minutes).toBeGreaterThan(0.3);
    expect(appearances / minutes).toBeLessThan(1.2);
    const table = begun(4);
    for (let s = 0; s < 4; s++) give(table, s, [s]);
    const { state } = summon(table, (e) => e.instruction === 'bargain');
    tick(state); // he falls silent
    const named = state.pending!.seat;
    const sides = keys(state, named);
    expect(sides).toHaveLength(2);
    // The second side is a penalty for an opponent of the named player's choice.
    play(state, named, { type: 'pick', value: state.pending!.among[1] });
    expect(state.pending!.seat).toBe(named);
    expect(state.pending!.among).not.toContain(named);
  });

  it('ATM-3 while he speaks nobody may move; his STOP! voids the move in progress', () => {
    const base = begun(4);
    allHarbingers(base);
    rolled(base, 0, [3]);
    const { state, events } = summon(base, (e) => e.stop);
    expect(events.map((e) => e.type)).toContain('void');
    for (let s = 0; s < 4; s++) expect(game.legalMoves(state, s)).toEqual([]);
    expect(game.toAct(state).waiting).toEqual([]);
    // The dice are gone and the turn has passed; the piece did not move.
    expect(state.dice).toEqual([]);
    expect(state.turn).toBe(1);
    expect(state.at[0]).toBe(base.at[0]);
  });
});

describe('setup', () => {
  it('ATM-4 everyone rolls both dice and the highest is the Chosen One, who plays first', () => {
    for (let i = 0; i < 60; i++) {
      const state = fresh(5, `chosen/${i}`);
      // The rolls shown are the first round's: the Chosen One rolled the highest (ties rolled again).
      expect(state.chosenRolls[state.chosen]).toBe(Math.max(...state.chosenRolls));
      const after = begun(5, `chosen/${i}`);
      expect(after.turn).toBe(after.chosen);
    }
  });

  it('ATM-5 six Provinces round the hub in any order, the Keystones on their own squares, the Duel cards on the Headstones', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const state = fresh(3, `order/${i}`);
      expect([...state.order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
      orders.add(state.order.join());
      expect(state.stones).toEqual(new Array(6).fill(0b111111));
      expect(state.collected).toBe(0);
      expect(state.hands.every((h) => h.length === 0)).toBe(true);
    }
    expect(orders.size).toBeGreaterThan(10);
    for (let h = 0; h < 6; h++) for (const sq of PROVINCE_STONES[h]) expect(KIND[sq]).toBe(1);
  });

  it('ATM-6 the 36 Fate cards are shuffled', () => {
    const a = fresh(3, 'fates/a').fates;
    const b = fresh(3, 'fates/b').fates;
    expect(a).toHaveLength(36);
    for (let f = 0; f < FATES.length; f++) expect(a.filter((c) => c === f)).toHaveLength(3);
    expect(a).not.toEqual(b);
  });

  it('ATM-7 each player draws a Numb Skull numbered 1–6 and starts in the Home groove of that number', () => {
    const state = fresh(6, 'skulls');
    expect([...state.number].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (let s = 0; s < 6; s++) expect(state.at[s]).toBe(homeSquare(state.number[s] - 1));
    expect(state.role).toEqual(new Array(6).fill('skull'));
  });

  it('ATM-8 each player writes a fear, secretly, into the Well; the hour begins once all are in', () => {
    const state = fresh(3, 'fears');
    expect(state.phase).toBe('fears');
    expect(game.toAct(state)).toMatchObject({ waiting: [0, 1, 2], simultaneous: true });
    const rng = rngOf();
    applyMove(game, state, 0, { type: 'fear', text: '  the attic door  ' }, { rng, time: 1000 });
    expect(state.fears[0]).toEqual({ key: null, text: 'the attic door' });
    const clowns = state.dealt[1][0];
    applyMove(game, state, 1, { type: 'fear', key: clowns }, { rng, time: 2000 });
    expect(game.view(state, 1).fear).toEqual({ key: clowns, text: null });
    expect(canonicalJson(game.view(state, 1))).not.toContain('attic');
    expect(canonicalJson(game.view(state, 'spectator'))).not.toContain('attic');
    applyMove(game, state, 2, { type: 'fear', key: state.dealt[2][0] }, { rng, time: 5000 });
    expect(state.phase).toBe('play');
    expect(state.hourStart).toBe(5000);
  });
});

describe('becoming a Harbinger', () => {
  it('ATM-9 in the race a Numb Skull rolls one die and goes out along the Ring Road towards any Headstone', () => {
    const state = begun(4);
    const s = state.turn;
    expect(keys(state, s)).toEqual(['roll:1']);
    rolled(state, s, [3]);
    const home = state.at[s];
    for (const to of destinations(state, s, 3, false))
      expect(stepsTo(state, s, [home])[to]).toBeLessThanOrEqual(3);
    expect(destinations(state, s, 3, false).some((to) => KIND[to] === RING)).toBe(true);
  });

  it('ATM-10 either way round, never turning back within a turn; staying put is allowed', () => {
    const state = begun(4);
    const s = state.turn;
    state.at[s] = ringSquare(9);
    rolled(state, s, [2]);
    const to = destinations(state, s, 2, false);
    expect(to).toEqual(expect.arrayContaining([ringSquare(7), ringSquare(11)]));
    expect(to).not.toContain(ringSquare(9)); // two steps there and back would be a change of direction
    expect(keys(state, s)).toContain('stay');
  });

  it('ATM-11 on the way to a Headstone a Numb Skull ignores the Keystones and the symbols', () => {
    const state = begun(4);
    const s = state.turn;
    const h = state.order[0];
    state.at[s] = loop(h, 0);
    rolled(state, s, [1]);
    play(state, s, { type: 'go', to: loop(h, 1) });
    expect(state.keys[s]).toEqual([]);
    expect(state.stones[h]).toBe(0b111111);
  });

  it('ATM-12 landing exactly on an unclaimed Headstone makes you its Harbinger; a claimed one does not', () => {
    const state = begun(4);
    const s = state.turn;
    state.at[s] = PROVINCES[2].spokes[0];
    rolled(state, s, [1]);
    const events = play(state, s, { type: 'go', to: HEADSTONES[2] });
    expect(events).toContainEqual({ type: 'became', seat: s, harbinger: 2 });
    expect(state.role[s]).toBe('harbinger');
    // The next one to land there stays a Numb Skull.
    const t = state.turn;
    state.at[t] = PROVINCES[2].spokes[1];
    rolled(state, t, [1]);
    play(state, t, { type: 'go', to: HEADSTONES[2] });
    expect(state.role[t]).toBe('skull');
  });

  it('ATM-13 some Headstones lie further from the Ring Road than others', () => {
    const state = begun(3);
    const distance = HEADSTONES.map((hs) => stepsTo(state, 0, [hs])[PROVINCES[HEADSTONES.indexOf(hs)].gate]);
    expect(Math.max(...distance) - Math.min(...distance)).toBeGreaterThanOrEqual(3);
  });

  it('ATM-14 whoever has not reached a Headstone in ten minutes becomes a Soul Ranger', () => {
    const state = begun(4);
    harbinger(state, 0, 0);
    harbinger(state, 1, 1);
    harbinger(state, 2, 2);
    state.gatekeeper.nextAt = -1;
    while (!state.drafted) tick(state);
    expect(state.lastAt - state.hourStart).toBe(HOUR.draftAt);
    expect(state.role).toEqual(['harbinger', 'harbinger', 'harbinger', 'ranger']);
  });

  it('ATM-15 if more than half have not become Harbingers by then, the Gatekeeper wins at once', () => {
    const state = begun(5);
    harbinger(state, 0, 0);
    harbinger(state, 1, 1);
    state.gatekeeper.nextAt = -1;
    while (state.phase === 'play') tick(state);
    expect(game.outcome(state)).toEqual({ winners: [], reason: 'forfeit' });
    const half = begun(4);
    harbinger(half, 0, 0);
    harbinger(half, 1, 1);
    half.gatekeeper.nextAt = -1;
    while (!half.drafted) tick(half);
    expect(half.phase).toBe('play'); // exactly half is not more than half
  });
});

describe('Harbingers collecting Keystones', () => {
  it('ATM-16 a Harbinger keeps off the Ring Road until it holds all six colours', () => {
    const state = begun(4);
    allHarbingers(state);
    const h = 0;
    state.at[0] = PROVINCES[h].gate;
    for (let steps = 1; steps <= 6; steps++) {
      for (const to of destinations(state, 0, steps, false)) expect(KIND[to]).not.toBe(RING);
    }
    give(state, 0, [0, 1, 2, 3, 4, 5]);
    expect(destinations(state, 0, 1, false).some((to) => KIND[to] === RING)).toBe(true);
  });

  it('ATM-17 landing exactly on a Keystone takes it; passing over does not; opponents see only how many you hold', () => {
    const state = begun(4);
    allHarbingers(state);
    const h = state.harbinger[1];
    state.at[1] = loop(h, 0);
    rolled(state, 1, [2]);
    play(state, 1, { type: 'go', to: loop(h, 2) }); // over the Keystone on loop 1
    expect(state.keys[1]).toEqual([]);
    state.at[1] = loop(h, 2);
    rolled(state, 1, [1]);
    play(state, 1, { type: 'go', to: loop(h, 3) });
    expect(state.keys[1]).toEqual([h]);
    // Taken from the board, its colour was seen; a Keystone won unseen shows only as a count.
    give(state, 1, [4], 1);
    expect(game.view(state, 2).keys[1]).toEqual([h]);
    expect(game.view(state, 2).unseenKeys[1]).toBe(1);
    expect(game.view(state, 0).keys[1]).toEqual([h, 4]);
  });

  it('ATM-18 each colour gives a power by its holder’s own index; duplicates count, and going Home takes all six', () => {
    const state = begun(4);
    allHarbingers(state);
    for (let h = 0; h < 6; h++) expect(new Set([0, 1, 2, 3, 4, 5].map((c) => powerOf(h, c))).size).toBe(6);
    give(state, 2, [colourFor(2, FLIGHT), colourFor(2, FLIGHT)]);
    expect(hasPower(state, 2, FLIGHT)).toBe(true);
    expect(hasPower(state, 3, FLIGHT)).toBe(false);
    expect(destinations(state, 2, 1, false).some((to) => KIND[to] === RING)).toBe(false);
  });

  it('ATM-19 with six colours you take the Ring Road Home, land exactly in your own groove, then roll for a 6', () => {
    const state = begun(4);
    allHarbingers(state);
    give(state, 0, [0, 1, 2, 3, 4, 5]);
    const home = homeOf(state, 0);
    state.at[0] = ringSquare((state.number[0] - 1) * 4);
    rolled(state, 0, [1]);
    expect(keys(state, 0)).toContain(`go:${home}`);
    // Another seat's groove is never a square to land on.
    for (let s = 1; s < 4; s++) expect(destinations(state, 0, 3, false)).not.toContain(homeOf(state, s));
    play(state, 0, { type: 'go', to: home });
    state.turn = 0;
    expect(keys(state, 0)).toEqual(['roll:1']);
  });

  it('ATM-20 on a 6 a fear is drawn: another’s lets you win; your own goes back and sends you to your Headstone', () => {
    let won = 0;
    let back = 0;
    for (let i = 0; i < 300 && (won === 0 || back === 0); i++) {
      const state = begun(4);
      allHarbingers(state);
      give(state, 0, [0, 1, 2, 3, 4, 5]);
      state.at[0] = homeOf(state, 0);
      state.turn = 0;
      const events = play(state, 0, { type: 'roll', dice: 1 }, rngOf(`six/${i}`));
      const drawn = events.find((e) => e.type === 'fear-drawn');
      const rolledEvent = events.find((e) => e.type === 'rolled');
      const die = rolledEvent?.type === 'rolled' ? rolledEvent.dice[0] : 0;
      expect(drawn !== undefined).toBe(die === 6);
      if (!drawn || drawn.type !== 'fear-drawn') continue;
      if (drawn.own) {
        back++;
        expect(state.at[0]).toBe(HEADSTONES[0]);
        expect(state.phase).toBe('play');
      } else {
        won++;
        expect(game.outcome(state)).toEqual({ winners: [0], reason: 'escaped' });
      }
    }
    expect(won).toBeGreaterThan(0);
    expect(back).toBeGreaterThan(0);
  });

  it('ATM-21 losing one of the six colours on the Ring Road or at Home sends you back to your Headstone', () => {
    const state = begun(4);
    allHarbingers(state);
    give(state, 0, [0, 1, 2, 3, 4, 5]);
    state.at[0] = ringSquare(3);
    ranger(state, 1, 5);
    state.at[1] = ringSquare(2);
    rolled(state, 1, [1]);
    play(state, 1, { type: 'go', to: ringSquare(3) });
    expect(state.keys[0]).toHaveLength(5);
    expect(state.at[0]).toBe(HEADSTONES[0]);
  });
});

describe('Keystone powers', () => {
  it('ATM-22 the Keystone of your own Province brings your Duel cards, kept hidden', () => {
    const state = begun(4);
    allHarbingers(state);
    const h = state.harbinger[0];
    state.at[0] = loop(h, 0);
    rolled(state, 0, [1]);
    const events = play(state, 0, { type: 'go', to: loop(h, 1) });
    expect(colourFor(h, DUEL)).toBe(h);
    expect(events).toContainEqual({ type: 'duel-cards', seat: 0, harbinger: h });
    expect(state.hands[0]).toEqual(DUEL_SETS[h]);
    expect(game.view(state, 1).hand).toEqual([]);
    expect(game.view(state, 1).handCounts[0]).toBe(6);
  });

  it('ATM-23 a duel from a Lightning Strike: both cards laid face down at once, then shown; an Ace beats only a 7', () => {
    expect(beats(ACE, 7)).toBe(true);
    expect(beats(7, ACE)).toBe(false);
    expect(beats(ACE, 2)).toBe(false);
    expect(beats(5, 3)).toBe(true);
    const state = begun(4);
    allHarbingers(state);
    state.hands[0] = [ACE, 3];
    state.hands[1] = [7, 2];
    give(state, 1, [4]);
    state.at[0] = loop(0, 1);
    rolled(state, 0, [1]);
    play(state, 0, { type: 'go', to: loop(0, 2) }); // a Lightning Strike
    expect(keys(state, 0)).toContain('duel:1');
    expect(keys(state, 0)).not.toContain('duel:2'); // no Duel cards, no duel
    play(state, 0, { type: 'duel', with: 1 });
    expect(game.toAct(state)).toMatchObject({ waiting: [0, 1], simultaneous: true });
    play(state, 0, { type: 'card', value: ACE });
    expect(game.view(state, 1).duel).toMatchObject({ laid: [true, false], mine: -1 });
    const events = play(state, 1, { type: 'card', value: 7 });
    expect(events).toContainEqual({
      type: 'duel-shown',
      attacker: 0,
      defender: 1,
      cards: [ACE, 7],
      winner: 0,
    });
    expect(state.keys[0]).toEqual([4]);
    expect(state.hands[0]).toEqual([3]);
    expect(state.spent[0]).toEqual([ACE]);
    // The stolen colour is for the two of them alone.
    const stole = events.find((e) => e.type === 'stole')!;
    expect(game.wire!.viewEvent!(stole, 2)).toMatchObject({ colour: -1 });
    expect(game.wire!.viewEvent!(stole, 1)).toMatchObject({ colour: 4 });
  });

  it('ATM-24 only one duel from the same square until you leave it', () => {
    const state = begun(4);
    allHarbingers(state);
    state.hands[0] = [5, 6];
    state.hands[1] = [2, 3];
    state.at[0] = loop(0, 2);
    state.duelledAt[0] = loop(0, 2);
    state.turn = 0;
    state.stage = 'after';
    expect(keys(state, 0)).not.toContain('duel:1');
    state.duelledAt[0] = -1;
    expect(keys(state, 0)).toContain('duel:1');
  });

  it('ATM-25 with the Duel Keystone, landing exactly on a Skull lets you dice-duel a Soul Ranger', () => {
    const table = begun(4);
    allHarbingers(table);
    ranger(table, 3, 3);
    give(table, 3, [1]);
    table.at[0] = loop(0, 4);
    rolled(table, 0, [1]);
    const without = game.clone(table);
    play(without, 0, { type: 'go', to: PROVINCES[0].spokes[0] });
    expect(without.turn).toBe(1); // nothing to do there: the turn is over
    const state = game.clone(table);
    give(state, 0, [colourFor(0, DUEL)]);
    play(state, 0, { type: 'go', to: PROVINCES[0].spokes[0] });
    expect(keys(state, 0)).toContain('dice-duel:3');
    const events = play(state, 0, { type: 'dice-duel', with: 3 });
    const duel = events.find((e) => e.type === 'dice-duel');
    if (duel?.type !== 'dice-duel') throw new Error('no dice duel');
    const [a, b] = duel.dice;
    if (a > b) expect(state.keys[0]).toHaveLength(2);
    if (a < b) expect(state.keys[3]).toHaveLength(2);
    if (a === b) expect(state.keys[0]).toHaveLength(1);
  });

  it('ATM-26 Flight: from a Compass, straight to any other Compass nobody stands on', () => {
    const state = begun(4);
    allHarbingers(state);
    give(state, 0, [colourFor(0, FLIGHT)]);
    state.at[0] = loop(0, 5);
    state.at[1] = loop(3, 6); // a Compass with someone on it
    rolled(state, 0, [1]);
    play(state, 0, { type: 'go', to: loop(0, 6) });
    const flights = keys(state, 0).filter((k) => k.startsWith('fly:'));
    expect(flights).toHaveLength(4);
    expect(flights).not.toContain(`fly:${loop(3, 6)}`);
    play(state, 0, { type: 'fly', to: loop(4, 6) });
    expect(state.at[0]).toBe(loop(4, 6));
  });

  it('ATM-27 Double Dice: roll one die or two', () => {
    const state = begun(4);
    allHarbingers(state);
    state.turn = 0;
    expect(keys(state, 0)).toEqual(['roll:1']);
    give(state, 0, [colourFor(0, DOUBLE)]);
    expect(keys(state, 0)).toEqual(['roll:1', 'roll:2']);
    const events = play(state, 0, { type: 'roll', dice: 2 });
    expect(events[0]).toMatchObject({ type: 'rolled', dice: [expect.any(Number), expect.any(Number)] });
  });

  it('ATM-28 a Black Hole holds you until the Gatekeeper frees you, unless your Keystone does; banished, you go there even with it', () => {
    const state = begun(4);
    allHarbingers(state);
    state.at[0] = loop(0, 9);
    rolled(state, 0, [1]);
    play(state, 0, { type: 'go', to: loop(0, 10) });
    expect(state.stuck & 1).toBe(1);
    // "You have to wait until The Gatekeeper decides to free you": no roll gets you out; your turns pass.
    state.turn = 3;
    const passed: AtmosfearEvent[] = [];
    endTurn(state, passed);
    expect(passed).toContainEqual({ type: 'held', seat: 0 });
    expect(state.turn).toBe(1);
    state.turn = 0;
    expect(keys(state, 0)).toEqual(['stay']);
    const { state: freed } = summon(state, (e) => e.instruction === 'release');
    expect(freed.stuck & 1).toBe(0);
    tick(freed); // he falls silent
    expect(keys(freed, 0)).toContain('roll:1');
    // With the release Keystone, the Black Hole does not hold; banishment still moves you there.
    give(state, 1, [colourFor(1, RELEASE)]);
    state.at[1] = loop(1, 9);
    rolled(state, 1, [1]);
    play(state, 1, { type: 'go', to: loop(1, 10) });
    expect(state.stuck & 2).toBe(0);
    const { state: after } = summon(state, (e) => e.instruction === 'banish' && e.named?.seat === 2);
    expect(KIND[after.at[2]]).toBe(5);
  });

  it('ATM-28 a banished or stumbling Numb Skull is held too; walking over a Black Hole in the race is not stumbling (ATM-11)', () => {
    const state = begun(4);
    state.drafted = true; // no draft in the way
    const { state: banished } = summon(state, (e) => e.instruction === 'banish' && e.named?.seat === 1);
    expect(banished.role[1]).toBe('skull');
    expect(KIND[banished.at[1]]).toBe(5);
    expect(banished.stuck & 2).toBe(2);
    // Into the void by a Fate card, the same.
    const fated = game.clone(state);
    fated.fates.push(FATES.indexOf('black-hole'));
    const { state: fell } = summon(fated, (e) => e.instruction === 'fate' && e.named?.seat === 2);
    expect(KIND[fell.at[2]]).toBe(5);
    expect(fell.stuck & 4).toBe(4);
    // A Numb Skull racing to a Headstone ignores the symbols it lands on.
    const racing = begun(4);
    racing.at[0] = loop(0, 9);
    rolled(racing, 0, [1]);
    play(racing, 0, { type: 'go', to: loop(0, 10) });
    expect(racing.stuck).toBe(0);
  });

  it('ATM-29 Gates block a path (never the Ring Road); the Gates Keystone passes them and may move them', () => {
    const state = begun(4);
    allHarbingers(state);
    state.gates = [loop(0, 2)];
    state.at[0] = loop(0, 1);
    (state as unknown as { number: number[] }).number = [2, 3, 4, 5];
    rolled(state, 0, [3]);
    expect(keys(state, 0)).not.toContain(`go:${loop(0, 4)}`);
    give(state, 0, [colourFor(0, GATES)]);
    expect(keys(state, 0)).toContain(`go:${loop(0, 4)}`);
    // Standing by a Gate, its holder may put it anywhere else on a path, or leave it.
    state.keys[0] = [colourFor(0, GATES)];
    rolled(state, 0, [2]);
    play(state, 0, { type: 'go', to: loop(0, 3) });
    expect(state.pending).toMatchObject({ why: 'gate', about: loop(0, 2) });
    for (const sq of state.pending!.among) expect(KIND[sq]).not.toBe(RING);
    const to = state.pending!.among[5];
    play(state, 0, { type: 'pick', value: to });
    expect(state.gates).toEqual([to]);
  });

  it('ATM-30 Occupation: landing on another player’s square lets you do your Harbinger’s penalty to it', () => {
    const state = begun(4);
    allHarbingers(state);
    // Seat 0 is Gevaudan, whose penalty is a missed turn.
    give(state, 0, [colourFor(0, OCCUPATION)]);
    state.at[1] = loop(0, 3);
    state.at[0] = loop(0, 2);
    rolled(state, 0, [1]);
    play(state, 0, { type: 'go', to: loop(0, 3) });
    expect(keys(state, 0)).toContain('occupy:1');
    const events = play(state, 0, { type: 'occupy', victim: 1 });
    expect(events).toContainEqual({ type: 'occupied', seat: 0, victim: 1, penalty: 'maul' });
    expect(events).toContainEqual({ type: 'sleeps', seat: 1 });
    expect(state.turn).toBe(2);
  });

  it('ATM-31 a Fate card is taken when the Gatekeeper says so, and obeyed at once', () => {
    const base = begun(4);
    allHarbingers(base);
    const { state, events } = summon(base, (e) => e.instruction === 'fate');
    const fate = events.find((e) => e.type === 'fate');
    expect(fate).toBeDefined();
    expect(state.fateDiscard).toHaveLength(1);
    expect(state.fates).toHaveLength(35);
  });

  it('ATM-32 a STOP! voids a duel in progress: the cards go back unseen', () => {
    const base = begun(4);
    allHarbingers(base);
    base.hands[0] = [5, 6];
    base.hands[1] = [2, 3];
    base.at[0] = loop(0, 2);
    base.turn = 0;
    base.stage = 'after';
    play(base, 0, { type: 'duel', with: 1 });
    play(base, 0, { type: 'card', value: 6 });
    const { state, events } = summon(base, (e) => e.stop);
    expect(events).toContainEqual({ type: 'void', seat: 0 });
    expect(state.duel).toBeNull();
    expect(state.hands[0]).toEqual([5, 6]);
    expect(events.some((e) => e.type === 'duel-shown')).toBe(false);
  });
});

describe('Soul Rangers', () => {
  /** A table just past the draft: seats 0 and 1 Harbingers, 2 and 3 Soul Rangers. */
  function drafted(): AtmosfearState {
    const state = begun(4);
    harbinger(state, 0, 0);
    harbinger(state, 1, 1);
    state.gatekeeper.nextAt = -1;
    while (!state.drafted) tick(state);
    return state;
  }

  it('ATM-33 a player drafted becomes a Soul Ranger', () => {
    const state = drafted();
    expect(state.role).toEqual(['harbinger', 'harbinger', 'ranger', 'ranger']);
  });

  it('ATM-34 every unclaimed Province turns into its Sewer; a Harbinger standing on one goes back to its Headstone', () => {
    const base = begun(4);
    harbinger(base, 0, 0);
    harbinger(base, 1, 1);
    base.at[1] = loop(4, 3); // in a Province nobody claimed
    base.gatekeeper.nextAt = -1;
    while (!base.drafted) tick(base);
    expect(base.flipped).toBe(0b111100);
    expect(isUp(loop(4, 3), base.flipped)).toBe(false);
    expect(base.at[1]).toBe(HEADSTONES[1]);
    expect(base.collected & 0b111100).toBe(0);
  });

  it('ATM-35 the Keystones move onto the Sewer’s squares; each Soul Ranger starts on the Skull at a Sewer’s centre', () => {
    const base = begun(4);
    harbinger(base, 0, 0);
    harbinger(base, 1, 1);
    base.stones[4] = 0b111110; // one was taken before the draft
    base.gatekeeper.nextAt = -1;
    while (!base.drafted) tick(base);
    expect(base.stones[4]).toBe(0b111110 << 6);
    for (const s of [2, 3]) {
      expect(SEWER_SKULLS).toContain(base.at[s]);
      expect(base.at[s]).toBe(base.rangerHome[s]);
    }
    expect(base.at[2]).not.toBe(base.at[3]);
    expect(SEWER_STONES[4].every((sq) => isUp(sq, base.flipped))).toBe(true);
  });

  it('ATM-36 a Soul Ranger takes no Keystone from the ground, only from a player it lands on, and chases it all the way Home', () => {
    const state = drafted();
    const s = 2;
    const sewer = state.order.find((h) => state.rangerHome[s] === SEWER_SKULLS[h])!;
    state.at[s] = SEWERS[sewer].loop;
    rolled(state, s, [1]);
    play(state, s, { type: 'go', to: SEWERS[sewer].loop + 1 });
    expect(state.keys[s]).toEqual([]);
    // "They can chase you all the way Home — trying to land on top of you in your own numbered groove."
    give(state, 0, [0, 1, 2, 3, 4, 5]);
    const home = homeOf(state, 0);
    state.at[0] = home;
    state.at[s] = ringSquare((state.number[0] - 1) * 4 + 1);
    rolled(state, s, [2]);
    expect(keys(state, s)).toContain(`go:${home}`);
    play(state, s, { type: 'go', to: home });
    expect(state.keys[s]).toHaveLength(1);
    // Robbed of one of its six colours at Home, the Harbinger goes back to its Headstone (ATM-21).
    expect(state.at[0]).toBe(HEADSTONES[0]);
    // An empty groove that is not its own is no square for a Ranger.
    state.at[s] = ringSquare((state.number[0] - 1) * 4 + 1);
    rolled(state, s, [2]);
    expect(keys(state, s)).not.toContain(`go:${home}`);
  });

  it('ATM-37 Soul Rangers dice-duel one another from a Skull', () => {
    const state = drafted();
    give(state, 3, [2]);
    const sewer = state.order.find((h) => state.rangerHome[2] === SEWER_SKULLS[h])!;
    state.at[2] = SEWERS[sewer].loop + 1;
    rolled(state, 2, [1]);
    play(state, 2, { type: 'go', to: SEWERS[sewer].loop + 2 }); // a Skull
    expect(keys(state, 2)).toContain('dice-duel:3');
  });

  it('ATM-38 a Soul Ranger keeps to the Sewers unless a Keystone or the Gatekeeper frees it; a curfew sends it back', () => {
    const state = drafted();
    const s = 2;
    state.at[s] = PROVINCES[0].gate;
    const into = () =>
      destinations(state, s, 1, false).some((sq) => sq >= PROVINCES[0].first && sq < SEWERS[0].first);
    state.at[s] = ringSquare(state.order.indexOf(0) * 4 + 2); // the Ring Road square by Province 0's gate
    expect(into()).toBe(false);
    state.gatekeeper.roam = true;
    expect(into()).toBe(true);
    state.gatekeeper.roam = false;
    give(state, s, [3]);
    expect(into()).toBe(true);
    state.keys[s] = [];
    state.known[s] = [];
    state.gatekeeper.roam = true;
    state.at[s] = loop(0, 3);
    const { state: after } = summon(state, (e) => e.instruction === 'curfew');
    expect(after.at[s]).toBe(after.rangerHome[s]);
  });

  it('ATM-38 curfew and release mean nothing before a Soul Ranger exists: a drafted Ranger starts in the Sewers', () => {
    // Before the draft there is nobody for a curfew or its lifting to concern: he calls neither.
    const base = begun(4);
    harbinger(base, 0, 0);
    harbinger(base, 1, 1);
    for (let i = 0; i < 200; i++) {
      const tried = game.clone(base);
      tried.gatekeeper.nextAt = tried.lastAt;
      const said = tick(tried, rngOf(`early/${i}`)).find((e) => e.type === 'gatekeeper');
      expect(said && said.type === 'gatekeeper' && ['curfew', 'lift'].includes(said.instruction)).toBe(false);
    }
    // A leave given before the draft (as an older table might hold) does not outlive it.
    base.gatekeeper.roam = true;
    base.gatekeeper.nextAt = -1;
    while (!base.drafted) tick(base);
    expect(base.gatekeeper.roam).toBe(false);
    for (const s of [2, 3]) {
      expect(base.at[s]).toBe(base.rangerHome[s]);
      expect(rangerFree(base, s)).toBe(false);
    }
    // Once a Ranger exists, a lifted curfew lets it out.
    const { state: lifted } = summon(base, (e) => e.instruction === 'lift');
    expect(rangerFree(lifted, 2)).toBe(true);
  });

  it('ATM-39 Soul Rangers use the Ring Road freely, pass no Gate but on their number, and are never held by a Black Hole', () => {
    const state = drafted();
    const s = 2;
    state.at[s] = ringSquare(5);
    expect(destinations(state, s, 3, false)).toEqual(expect.arrayContaining([ringSquare(2), ringSquare(8)]));
    const sewer = state.order.find((h) => state.rangerHome[s] === SEWER_SKULLS[h])!;
    state.gates = [SEWERS[sewer].loop + 1];
    state.at[s] = SEWERS[sewer].loop;
    (state.number as number[])[s] = 1;
    expect(destinations(state, s, 2, false)).not.toContain(SEWERS[sewer].loop + 2);
    expect(destinations(state, s, 2, true)).toContain(SEWERS[sewer].loop + 2);
    const { state: after } = summon(state, (e) => e.instruction === 'banish' && e.named?.seat === s);
    expect(KIND[after.at[s]]).toBe(5);
    expect(after.stuck & (1 << s)).toBe(0);
  });
});

describe('refusals', () => {
  it('a move out of turn, or while he speaks, is refused and changes nothing', () => {
    const state = begun(4);
    const before = canonicalJson(state);
    const other = (state.turn + 1) % 4;
    expect(() => applyMove(game, state, other, { type: 'roll', dice: 1 }, { rng: rngOf(), time: 1 })).toThrow(
      MoveError,
    );
    state.gatekeeper.speakingUntil = 5000;
    expect(() =>
      applyMove(game, state, state.turn, { type: 'roll', dice: 1 }, { rng: rngOf(), time: 1 }),
    ).toThrow(MoveError);
    state.gatekeeper.speakingUntil = -1;
    expect(canonicalJson(state)).toBe(before);
  });

  it('a fear that is not plain text of at most 80 characters is refused with a reason', () => {
    const state = fresh(3, 'bad-fears');
    const before = canonicalJson(state);
    const tries: unknown[] = [
      { type: 'fear', text: '' },
      { type: 'fear', text: 'x'.repeat(81) },
      { type: 'fear', text: 'hidden\u200bword' },
      { type: 'fear', text: 'two\nlines' },
      { type: 'fear', text: 42 },
      { type: 'fear', text: 'ok', extra: 1 },
    ];
    for (const raw of tries) {
      expect(() => applyMove(game, state, 0, raw, { rng: rngOf(), time: 1 })).toThrow(MoveError);
    }
    expect(canonicalJson(state)).toBe(before);
    expect(() =>
      applyMove(game, state, 0, { type: 'fear', text: 'x'.repeat(80) }, { rng: rngOf(), time: 1 }),
    ).not.toThrow();
  });
});
