import type { GameMeta } from '../../ui.ts';

export const meta: GameMeta = { minutes: [1, 3], secrets: false };
