// The classic boardgame.io tic-tac-toe (its tutorial game, in 0.50's API), to race our engine against. Only
// types are imported here, so nothing of boardgame.io loads until the benchmark asks for it.
import type { Ctx, Game } from 'boardgame.io';
import type { INVALID_MOVE } from 'boardgame.io/core';

export interface BgioTicTacToeState {
  /** Nine cells, row by row: null while empty, else the ID of the player who marked it ("0" or "1"). */
  cells: (string | null)[];
}

/** What a boardgame.io move action looks like; the same shape as its own `makeMove` action creator. */
export interface BgioMakeMove {
  readonly type: 'MAKE_MOVE';
  readonly payload: {
    readonly type: string;
    readonly args: unknown[];
    readonly playerID: string;
    readonly credentials?: string;
  };
}

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

function isVictory(cells: readonly (string | null)[]): boolean {
  return LINES.some(([a, b, c]) => cells[a] !== null && cells[a] === cells[b] && cells[a] === cells[c]);
}

function isDraw(cells: readonly (string | null)[]): boolean {
  return cells.every((cell) => cell !== null);
}

/** Every empty cell, as boardgame.io's bots enumerate moves. */
export function enumerateCells(
  G: BgioTicTacToeState,
  _ctx: Ctx,
  _playerID: string,
): { move: string; args: number[] }[] {
  const moves: { move: string; args: number[] }[] = [];
  for (let cell = 0; cell < 9; cell++)
    if (G.cells[cell] === null) moves.push({ move: 'clickCell', args: [cell] });
  return moves;
}

/**
 * The game definition. `invalidMove` is boardgame.io's INVALID_MOVE constant, passed in so that this module
 * does not load boardgame.io at run time.
 */
export function bgioTicTacToe(invalidMove: typeof INVALID_MOVE): Game<BgioTicTacToeState> {
  return {
    name: 'tic-tac-toe',
    setup: () => ({ cells: Array<string | null>(9).fill(null) }),
    turn: { minMoves: 1, maxMoves: 1 },
    moves: {
      clickCell: ({ G, playerID }, id: number) => {
        if (G.cells[id] !== null) return invalidMove;
        G.cells[id] = playerID;
      },
    },
    endIf: ({ G, ctx }) => {
      if (isVictory(G.cells)) return { winner: ctx.currentPlayer };
      if (isDraw(G.cells)) return { draw: true };
    },
    ai: { enumerate: enumerateCells },
  };
}

/** boardgame.io's `makeMove` action creator (0.50.2 keeps it out of its public exports, so it is written out). */
export function makeMove(
  type: string,
  args: unknown[],
  playerID: string,
  credentials?: string,
): BgioMakeMove {
  return { type: 'MAKE_MOVE', payload: { type, args, playerID, credentials } };
}
