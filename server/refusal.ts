import type { ErrorCode } from '../protocol/index.ts';

/** A refusal to send to one client, with the version the match is at (ws.ts adds it). Nothing was changed. */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}
