import { describe, expect, it } from 'vitest';
import { NOBODY, acting } from '../../../engine/index.ts';
import { translator } from '../i18n/index.ts';
import { botSpec, levelOf, seatName, seatToShow } from './seats.ts';

describe('seats', () => {
  it('hot-seat: the screen goes to this device’s first seat to decide, in the contract’s order, else stays', () => {
    const waiting = (...seats: number[]) => acting({ waiting: seats });
    expect(seatToShow(waiting(1), [0, 1], 0)).toBe(1);
    expect(seatToShow(waiting(0), [0, 1], 0)).toBe(0);
    expect(seatToShow(waiting(2), [0, 1], 1)).toBe(1); // a bot acts: the device stays with whoever holds it
    expect(seatToShow(waiting(0, 1), [0, 1], 1)).toBe(0); // several waited for: the first listed decides first
    expect(seatToShow(NOBODY, [0, 2], null)).toBe(0);
    expect(seatToShow(waiting(1), [], null)).toBeNull();
    // A reaction comes before the seat the game waits for; a seat that lets it pass hands the device on.
    const window = acting({ waiting: [0], reacting: [2, 1] });
    expect(seatToShow(window, [0, 1, 2], 0)).toBe(2);
    expect(seatToShow(window, [0, 1, 2], 2, [2])).toBe(1);
    expect(seatToShow(window, [0, 1, 2], 1, [2, 1])).toBe(0);
    expect(seatToShow(acting({ reacting: [1], system: true }), [0, 1], 0, [1])).toBe(0); // the clock decides
  });

  it('bots are named as creatures with their level, in the chosen language', () => {
    expect(levelOf(botSpec('hard'))).toBe('hard');
    expect(levelOf('heuristic')).toBeNull();
    const en = translator('en');
    const et = translator('et');
    expect(seatName({ seat: 0, name: null, bot: 'ismcts:hard', connected: true }, en)).toBe(
      'Owl (bot, hard)',
    );
    expect(seatName({ seat: 1, name: null, bot: 'heuristic', connected: true }, en)).toBe('Bat');
    expect(seatName({ seat: 2, name: null, bot: null, connected: false }, et)).toBe('Koht 3 (vaba)');
    expect(seatName({ seat: 2, name: 'Mari', bot: null, connected: false }, et)).toBe('Mari');
  });
});
