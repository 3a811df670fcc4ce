/** The one error vocabulary: handlers throw ApiError(status, dutchText); the error handler sends { message }. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
