import type { GameMeta } from '../../ui.ts';
import { OLD_HOUSE_OPTIONS } from '../options.ts';

const PHANTOM = { en: 'Phantom', ru: 'Фантом', et: 'Fantoom' } as const;
const HUNTER = { en: 'Hunter', ru: 'охотник', et: 'jahimees' } as const;

// The Phantom's map is secret from the hunters and their traps from the Phantom: hot-seat draws the curtain.
// Seat 1 is always the Phantom (OH-D1); the lobby lets a player choose which side to take.
export const meta: GameMeta = {
  minutes: [30, 60],
  players: 4,
  secrets: true,
  seatRole: (seat) => (seat === 0 ? PHANTOM : HUNTER),
  options: OLD_HOUSE_OPTIONS,
};
