// The server's HTTP API (docs/api.md), typed. Every failure is an ApiError with the server's code.
import type { Lang, MatchRecord } from '../../../engine/index.ts';
import type { SeatPublic } from '../../../server/protocol.ts';

export interface GameInfo {
  readonly id: string;
  readonly name: Readonly<Record<Lang, string>>;
  readonly summary: Readonly<Record<Lang, string>>;
  readonly players: { readonly min: number; readonly max: number };
  readonly defaultOptions: unknown;
}

export type MatchStatus = 'open' | 'playing' | 'finished';

export interface MatchSummary {
  readonly id: string;
  readonly game: string;
  readonly status: MatchStatus;
  readonly seats: readonly {
    readonly seat: number;
    readonly name: string | null;
    readonly bot: string | null;
  }[];
  readonly createdAt: number;
  readonly version: number;
}

export interface MatchInfo {
  readonly id: string;
  readonly game: string;
  readonly status: MatchStatus;
  readonly version: number;
  readonly seats: readonly SeatPublic[];
}

/** One seat of a new match: a bot's spec, or null for a person. */
export type SeatPlan = { readonly bot: string } | null;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', 'The server cannot be reached.');
  }
  const data = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
  if (!res.ok) {
    throw new ApiError(
      res.status,
      data?.error?.code ?? 'unavailable',
      data?.error?.message ?? res.statusText,
    );
  }
  return data as T;
}

export const api = {
  games: () => call<{ games: GameInfo[] }>('GET', '/api/games').then((r) => r.games),
  matches: (status: MatchStatus) =>
    call<{ matches: MatchSummary[] }>('GET', `/api/matches?status=${status}`).then((r) => r.matches),
  match: (id: string) => call<MatchInfo>('GET', `/api/matches/${encodeURIComponent(id)}`),
  create: (game: string, seats: readonly SeatPlan[]) =>
    call<{ id: string }>('POST', '/api/matches', { game, players: seats.length, seats }),
  claim: (id: string, seat: number, name: string) =>
    call<{ token: string }>('POST', `/api/matches/${encodeURIComponent(id)}/seats/${seat}`, { name }),
  record: (id: string) => call<MatchRecord>('GET', `/api/matches/${encodeURIComponent(id)}/record`),
};
