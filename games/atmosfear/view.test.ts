// The game's leak tests: what each seat learns from the events it is sent agrees with its view (ATM-D23), on top of
// the generic harness (harness/), which checks views against determinizations and the bots' blindness.
import { describe, expect, it } from 'vitest';
import { Match, MatchDriver, Rng, SPECTATOR, type Viewer } from '../../engine/index.ts';
import { atmosfearBots } from './bots.ts';
import { allHarbingers, begun, game, give, rngOf } from './fixtures.ts';
import { stealOne } from './keystones.ts';
import type { AtmosfearEvent, AtmosfearState } from './state.ts';

const viewers = (players: number): Viewer[] => [SPECTATOR, ...Array.from({ length: players }, (_, s) => s)];

describe('who knows what', () => {
  it('ATM-D23 a Keystone of the thief’s own colour stolen unseen brings its Duel cards in sight of all: every view and event tells its colour', () => {
    const state = begun(4);
    allHarbingers(state);
    give(state, 1, [0], 0b0010); // seat 1 holds green, Gevaudan's own colour (seat 0 is Gevaudan)
    const events: AtmosfearEvent[] = [];
    stealOne(state, 0, 1, rngOf(), events);
    expect(events).toContainEqual({ type: 'duel-cards', seat: 0, harbinger: 0 });
    for (const viewer of viewers(4)) {
      const stole = game.wire!.viewEvent!(
        events.find((e) => e.type === 'stole')!,
        viewer,
      );
      expect(stole).toMatchObject({ colour: 0, seen: true });
      expect(game.view(state, viewer).keys[0]).toEqual([0]);
      expect(game.view(state, viewer).handCounts[0]).toBe(6);
    }
    // Any other colour, or the own colour once the cards are in hand, stays between the two players.
    give(state, 2, [0, 3], 0b0100);
    state.keys[2] = [3];
    state.known[2] = [0b0100];
    const quiet: AtmosfearEvent[] = [];
    stealOne(state, 0, 2, rngOf(), quiet);
    expect(game.wire!.viewEvent!(quiet[0], 3)).toMatchObject({ colour: -1, seen: false });
    expect(game.wire!.viewEvent!(quiet[0], 2)).toMatchObject({ colour: 3 });
    expect(game.view(state, 3).unseenKeys[0]).toBe(1);
  });

  it('ATM-D23 in whole games, a colour an event shows a seat is one its view knows, and Duel cards never come with a hidden one', () => {
    let stolen = 0;
    for (let g = 0; g < 12; g++) {
      const players = 3 + (g % 4);
      const seed = `leak/${g}`;
      const seats = Array.from({ length: players }, (_, s) => ({ name: `p${s + 1}` }));
      const match = Match.create(game, { seats, seed });
      const driver = new MatchDriver(match, atmosfearBots.moveMs);
      const rng = Rng.fromSeed(`${seed}/bots`);
      while (match.outcome() === null) {
        const ask = driver.next();
        const applied =
          ask === null
            ? driver.wait()
            : driver.answer(
                ask.seat,
                atmosfearBots.heuristic!(
                  {
                    view: match.view(ask.seat) as never,
                    seat: ask.seat,
                    moves: match.legalMoves(ask.seat),
                    time: match.time,
                    reacting: ask.reacting,
                  },
                  rng,
                ),
              );
        const state = match.state as AtmosfearState;
        for (const entry of applied) {
          for (const viewer of viewers(players)) {
            const seen = match.eventsFor([entry], viewer);
            seen.forEach((e, i) => {
              if (e.type !== 'stole') return;
              stolen++;
              const cards = seen.slice(i + 1).some((d) => d.type === 'duel-cards' && d.seat === e.seat);
              if (cards) expect(e.colour).toBeGreaterThanOrEqual(0);
              if (e.colour >= 0 && state.keys[e.seat].includes(e.colour) && viewer === SPECTATOR)
                expect(e.seen).toBe(true);
            });
          }
        }
      }
    }
    expect(stolen).toBeGreaterThan(0);
  });
});
