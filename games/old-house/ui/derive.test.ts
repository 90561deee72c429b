// What the board derives from a seat's view: proved over whole heuristic games, seat by seat.
import { describe, expect, it } from 'vitest';
import { Rng, eventsFor, nextToDecide, type Viewer } from '../../../engine/index.ts';
import { cellByName } from '../board.ts';
import { oldHouseBots } from '../bots.ts';
import { oldHouse, type OldHouseEvent, type OldHouseState } from '../index.ts';
import { relicsDestroyed } from '../state.ts';
import {
  Nights,
  aidCells,
  aidOn,
  arrowTarget,
  freshCells,
  labelWidth,
  routeLabel,
  sameMove,
  stepTarget,
} from './derive.ts';

const game = oldHouse;

/** Plays a whole match by the heuristic, handing each move's events, as each seat sees them, to `seen`. */
function playOut(
  seed: string,
  seen: (state: OldHouseState, events: readonly OldHouseEvent[], key: number) => void,
): OldHouseState {
  const rng = Rng.fromSeed(seed);
  const state = game.setup({ players: 2, options: game.options.parse(undefined, 2), rng });
  for (let key = 1; key < 5000 && state.end === null; key++) {
    const seat = nextToDecide(game.toAct(state), 0)!;
    const moves = game.legalMoves(state, seat);
    const input = { view: game.view(state, seat), seat, moves, time: 0, reacting: false };
    const move = oldHouseBots.heuristic!(input, rng)!;
    const events = game.apply(state, seat, move, { rng, time: 0 });
    seen(state, events, key);
  }
  return state;
}

describe('the round summary', () => {
  it('tells each night at dawn, from public events only, with its relics and banishment', () => {
    let nightsTold = 0;
    for (const seed of ['summary 1', 'summary 2', 'summary 3']) {
      const nights: Record<number, Nights> = { 0: new Nights(), 1: new Nights() };
      const told: number[] = [];
      let relicsAtDusk = 0;
      let damageAtDusk = 0;
      playOut(seed, (state, events, key) => {
        for (const viewer of [0, 1] as Viewer[]) {
          const before = nights[viewer as number].last;
          nights[viewer as number].take(key, state.round, eventsFor(game, events, viewer), {
            relics: relicsDestroyed(state.destroyed),
            damage: state.damage,
          });
          const after = nights[viewer as number].last;
          if (after && after !== before) {
            expect(after.whole).toBe(true);
            expect(after.relics).toBe(relicsDestroyed(state.destroyed) - relicsAtDusk);
            expect(after.damage).toBe(state.damage - damageAtDusk);
            expect(after.relicsTotal).toBe(relicsDestroyed(state.destroyed));
            expect(after.damageTotal).toBe(state.damage);
            for (const e of after.events)
              expect(['phantom-step', 'trap-set', 'draft', 'picked']).not.toContain(e.type);
            expect(after.events.at(-1)?.type).toBe('dawn');
            if (viewer === 1) told.push(after.round);
          }
        }
        if (events.some((e) => e.type === 'dawn')) {
          relicsAtDusk = relicsDestroyed(state.destroyed);
          damageAtDusk = state.damage;
        }
        // Both seats are told the same night, word for word.
        expect(JSON.stringify(nights[0].last)).toBe(JSON.stringify(nights[1].last));
      });
      expect(told).toEqual(told.map((_, i) => i + 1));
      nightsTold += told.length;
    }
    expect(nightsTold).toBeGreaterThan(2);
  });

  it('counts a batch once, and says so when it joined a night midway', () => {
    const nights = new Nights();
    const totals = { relics: 1, damage: 2 };
    const dawn: OldHouseEvent = { type: 'dawn', round: 3, traps: [] };
    const hit: OldHouseEvent = { type: 'trap-sprung', cell: 10, damage: 2 };
    nights.take(5, 3, [hit], totals);
    nights.take(5, 3, [hit], totals);
    nights.take(4, 3, [hit], totals);
    nights.take(6, 3, [dawn, { type: 'round', round: 4 }], totals);
    expect(nights.last).toMatchObject({ round: 3, whole: false, damage: 2, relics: 0 });
    expect(nights.last!.events).toEqual([hit, dawn]);
    expect(nights.last).toMatchObject({ relicsTotal: 1, damageTotal: 2 });
    expect(nights.sofar(totals)).toMatchObject({ round: 4, events: [] });
    nights.take(7, 4, [hit, { type: 'game-over', reason: 'banished' }], { relics: 1, damage: 4 });
    expect(nights.sofar({ relics: 1, damage: 4 })).toMatchObject({ round: 4, whole: true, damage: 2 });
  });
  it('closes a night whose dawn never reached the board at the totals before the next night’s batch', () => {
    // Instant bots: the dawn's batch, then the next night's draft and the Phantom's turn arrive before the page
    // draws; it draws only the batch in which the Phantom destroys a relic of night 2.
    const nights = new Nights();
    nights.take(1, 1, [{ type: 'round', round: 1 }], { relics: 0, damage: 0 });
    nights.take(2, 1, [{ type: 'relic-destroyed', cell: 10, by: 'phantom' }], { relics: 1, damage: 0 });
    nights.take(9, 2, [{ type: 'relic-destroyed', cell: 12, by: 'phantom' }], { relics: 2, damage: 0 });
    expect(nights.last).toMatchObject({ round: 1, whole: false, relics: 1, relicsTotal: 1 });
    expect(nights.sofar({ relics: 2, damage: 0 })).toMatchObject({ round: 2, relics: 1, relicsTotal: 2 });
  });

  it('counts the night’s relics and banishment right when batches never reached the board', () => {
    // At dawn a player read "Relics destroyed this night: 0 (1 of 6 in all)": the batch with the relic's
    // destruction was overtaken by the next one before the page rendered, and the night was counted from events.
    let checked = 0;
    let nightsTold = 0;
    for (const seed of Array.from({ length: 10 }, (_, i) => `lost ${i + 1}`)) {
      const nights = new Nights();
      const truth = new Map<number, { relics: number; damage: number }>();
      let dusk = { relics: 0, damage: 0 };
      let lost = 0;
      let dawns = 0;
      let before: unknown = null;
      playOut(seed, (state, events, key) => {
        const totals = { relics: relicsDestroyed(state.destroyed), damage: state.damage };
        const dawn = events.find((e) => e.type === 'dawn');
        if (dawn?.type === 'dawn') {
          dawns++;
          truth.set(dawn.round, { relics: totals.relics - dusk.relics, damage: totals.damage - dusk.damage });
          dusk = totals;
        }
        // Every batch that destroys a relic is lost, and every fifth other one (dawns included).
        if (events.some((e) => e.type === 'relic-destroyed') || key % 5 === 0) {
          lost++;
          return;
        }
        nights.take(key, state.round, eventsFor(game, events, 1), totals);
        const after = nights.last;
        if (after && after !== before) {
          expect({ round: after.round, relics: after.relics, damage: after.damage }).toEqual({
            round: after.round,
            ...truth.get(after.round),
          });
          expect(after.relicsTotal).toBe(totals.relics);
          checked++;
        }
        before = after;
      });
      expect(lost).toBeGreaterThan(0);
      // Every night is told, even one whose dawn was lost (told at the next batch), but a last dawn lost.
      nightsTold += dawns;
    }
    expect(checked).toBeGreaterThanOrEqual(nightsTold - 10);
    expect(checked).toBeGreaterThan(8);
  });
});

describe('the hunters’ aid', () => {
  it('always shades the Phantom’s true cell for a hunter, and shades nothing for the Phantom', () => {
    let checked = 0;
    playOut('aid', (state) => {
      if (state.end !== null) return;
      expect(aidCells(game.view(state, 1)).has(state.cell)).toBe(true);
      expect(aidCells(game.view(state, 0)).size).toBe(0);
      checked++;
    });
    expect(checked).toBeGreaterThan(50);
  });
});

describe('helpers', () => {
  it('steps, arrows, fresh cells and moves', () => {
    const d4 = cellByName('D4');
    expect(stepTarget(d4, 'n')).toBe(cellByName('D5'));
    expect(stepTarget(d4, 'w')).toBe(cellByName('C4'));
    expect(stepTarget(d4, 'still')).toBe(d4);
    expect(arrowTarget(d4, 'ArrowUp')).toBe(cellByName('D5'));
    expect(arrowTarget(d4, 'ArrowDown')).toBe(cellByName('D3'));
    expect(arrowTarget(cellByName('A1'), 'ArrowLeft')).toBe(-1);
    expect(arrowTarget(cellByName('G7'), 'ArrowUp')).toBe(-1);
    expect([...freshCells([{ type: 'phantom-step', step: 1, cell: -1 }])]).toEqual([]);
    expect(sameMove({ type: 'move', hero: 0, cell: 3 }, { type: 'move', hero: 0, cell: 3 })).toBe(true);
    expect(sameMove({ type: 'move', hero: 0, cell: 3 }, { type: 'move', hero: 1, cell: 3 })).toBe(false);
  });

  it('fits the route’s numbers between a cell’s corner marks', () => {
    expect(routeLabel([3])).toBe('3');
    expect(routeLabel([2, 9])).toBe('2,9');
    expect(routeLabel([1, 4, 7])).toBe('1,4,7');
    expect(routeLabel([1, 3, 5, 7])).toBe('1…7');
    expect(routeLabel([10, 11, 12])).toBe('…12');
    for (const steps of [[1], [12, 13], [1, 2, 3, 4, 5], [10, 12, 14, 16]])
      expect(labelWidth(routeLabel(steps))).toBeLessThanOrEqual(28);
  });
});

describe('the hunters’ aid', () => {
  it('OH-D40 is on for a newcomer, until the player switches it off (the device remembers)', () => {
    expect(aidOn(null)).toBe(true);
    expect(aidOn('on')).toBe(true);
    expect(aidOn('off')).toBe(false);
  });
});
