import type { GameMeta } from '../../ui.ts';

export const meta: GameMeta = { minutes: [1, 3], players: 2, secrets: false };
