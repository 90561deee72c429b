import type { GameMeta } from '../../ui.ts';

export const meta: GameMeta = { minutes: [10, 25], secrets: true };
