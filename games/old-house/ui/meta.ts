import type { GameMeta } from '../../ui.ts';

// The Phantom's map is secret from the hunters and their traps from the Phantom: hot-seat draws the curtain.
export const meta: GameMeta = { minutes: [30, 60], secrets: true };
