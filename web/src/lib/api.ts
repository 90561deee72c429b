// The server's HTTP API (docs/api.md), typed. Every failure is an ApiError with the server's code.
import type { MatchRecord } from '../../../engine/index.ts';
import type {
  ApiErrorBody,
  GameInfo,
  MatchInfo,
  MatchStatus,
  MatchSummary,
  NewMatchAnswer,
  ReviewStatus,
  SeatPlan,
  TableRulesBody,
} from '../../../protocol/index.ts';

export type { GameInfo, MatchInfo, MatchStatus, MatchSummary, SeatPlan } from '../../../protocol/index.ts';

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
  const data = (await res.json().catch(() => null)) as Partial<ApiErrorBody> | null;
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
  create: (game: string, seats: readonly SeatPlan[], options?: unknown, table?: TableRulesBody) =>
    call<NewMatchAnswer>('POST', '/api/matches', {
      game,
      players: seats.length,
      seats,
      ...(options === undefined ? {} : { options }),
      ...(table === undefined ? {} : { table }),
    }),
  claim: (id: string, seat: number, name: string) =>
    call<{ token: string }>('POST', `/api/matches/${encodeURIComponent(id)}/seats/${seat}`, { name }),
  record: (id: string) => call<MatchRecord>('GET', `/api/matches/${encodeURIComponent(id)}/record`),
  askReview: (id: string, token: string) =>
    call<ReviewStatus>('POST', `/api/matches/${encodeURIComponent(id)}/reviews`, { token }),
  readReview: (id: string, token: string) =>
    call<ReviewStatus>('POST', `/api/matches/${encodeURIComponent(id)}/reviews/read`, { token }),
};
