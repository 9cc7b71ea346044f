/**
 * Keeps only the newest of a kind of request alive: starting one aborts the one before (variation lookup,
 * live search, paging), so a slow stale answer can never overwrite a fresh one.
 */
export class LatestRequest {
  private controller: AbortController | undefined;

  run<T>(request: (signal: AbortSignal) => Promise<T>): Promise<T> {
    this.abort();
    const controller = new AbortController();
    this.controller = controller;
    return request(controller.signal).finally(() => {
      if (this.controller === controller) this.controller = undefined;
    });
  }

  abort(): void {
    this.controller?.abort();
    this.controller = undefined;
  }
}
