// What the server benchmark's tables play (bench/load.ts): tic-tac-toe on our server, a match after each end,
// set up as the lobby does (created with seat 0 taken, the other seat claimed); and the bare relay's endless pair.
import type { HttpConnection } from './http-connection.ts';
import { postOk } from './http-connection.ts';
import type { Pace, Script, State } from './load.ts';

/** Tic-tac-toe through `httpFor(table)`: every move random, at `pace`. */
export function ticTacToe(httpFor: (table: number) => HttpConnection, pace: Pace): Script {
  return {
    pace,
    again: true,
    async open(table) {
      const http = httpFor(table);
      const created = await postOk<{ id: string; seats: readonly { seat: number; token?: string }[] }>(
        http,
        '/api/matches',
        { game: 'tic-tac-toe', players: 2, seats: [{ name: 'P0' }, null] },
        'create',
      );
      const claimed = await postOk<{ token: string }>(
        http,
        `/api/matches/${created.id}/seats/1`,
        { name: 'P1' },
        'claim',
      );
      return { match: created.id, tokens: [created.seats.find((s) => s.seat === 0)?.token, claimed.token] };
    },
    /** Won in 5 to 9 moves, or drawn with the board full. */
    proper(state: State) {
      const { winners, reason } = state.outcome!;
      const moves = state.version;
      if (winners.length === 1) return reason === 'three-in-a-row' && moves >= 5 && moves <= 9;
      return winners.length === 2 && reason === 'board-full' && moves === 9;
    },
  };
}

/** The relay's pairs (bench/relay-server.ts): a match per table, never ending; each seat's token is its number. */
export const relayPairs: Script = {
  pace: 'eager',
  again: false,
  open: (table) => Promise.resolve({ match: `pair-${table}`, tokens: ['0', '1'] }),
};
