import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/index.ts';
import { botSpec, levelOf, seatName, seatToShow } from './seats.ts';

describe('seats', () => {
  it('hot-seat: the screen goes to this device’s seat that is to act, else stays', () => {
    expect(seatToShow([1], [0, 1], 0)).toBe(1);
    expect(seatToShow([0], [0, 1], 0)).toBe(0);
    expect(seatToShow([2], [0, 1], 1)).toBe(1); // a bot acts: the device stays with whoever holds it
    expect(seatToShow([0, 1], [0, 1], 1)).toBe(1); // several to act: keep the current one
    expect(seatToShow([], [0, 2], null)).toBe(0);
    expect(seatToShow([1], [], null)).toBeNull();
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
