// An answer of the HTTP API that is not a success: a status, a code to act on, and a sentence to show; for a
// refusal that passes (503 busy), the seconds after which to ask again (Retry-After).
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}
