import type { GameMeta } from '../../ui.ts';

// Everything on an ATRAH table is public (ATR-D14): hot-seat play needs no curtain between seats.
export const meta: GameMeta = { minutes: [20, 40], secrets: false };
