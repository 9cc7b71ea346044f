import { RequestError } from './request-errors.ts';

/**
 * Keeps only the newest of a kind of request alive: starting one (or `abort()`) aborts the one before
 * (variation lookup, live search, paging), so a slow stale answer can never overwrite a fresh one. An answer
 * that arrives after its abort (the request had finished fetching but was still working) is turned into the
 * abort, so no caller has to check the signal again.
 */
export class LatestRequest {
  private controller: AbortController | undefined;

  async run<T>(request: (signal: AbortSignal) => Promise<T>): Promise<T> {
    this.abort();
    const controller = new AbortController();
    this.controller = controller;
    try {
      const result = await request(controller.signal);
      if (controller.signal.aborted) throw new RequestError('aborted', 'superseded or cancelled after it answered');
      return result;
    } finally {
      if (this.controller === controller) this.controller = undefined;
    }
  }

  abort(): void {
    this.controller?.abort();
    this.controller = undefined;
  }
}
