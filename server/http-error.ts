// An answer of the HTTP API that is not a success: a status, a code to act on, and a sentence to show.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
