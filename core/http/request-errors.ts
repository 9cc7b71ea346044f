/** What went wrong with a call, in the shopper's words first and the developer's second. */
export type RequestFailure = 'timeout' | 'network' | 'http' | 'empty' | 'html' | 'malformed' | 'aborted';

const shopperMessages: Record<RequestFailure, string> = {
  timeout: 'The shop took too long to answer. Please try again.',
  network: 'The shop could not be reached. Check your connection and try again.',
  http: 'The shop could not complete the request. Please try again.',
  empty: 'The shop sent an empty answer. Please try again.',
  html: 'The shop answered with an error page. Please try again.',
  malformed: 'The shop sent an answer that could not be read. Please try again.',
  aborted: 'The request was cancelled.',
};

export class RequestError extends Error {
  override readonly name = 'RequestError';

  constructor(
    readonly failure: RequestFailure,
    readonly detail: string,
    readonly status?: number,
  ) {
    super(shopperMessages[failure]);
  }
}

export const isAbort = (error: unknown): boolean => error instanceof RequestError && error.failure === 'aborted';
