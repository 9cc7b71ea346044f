import { FakeServer } from './fake-server.ts';

/**
 * Counts the hits a collector receives, at the moment they are sent (the tracker calls fetch synchronously
 * from the event it reports), so a test can prove that nothing was sent without waiting for anything.
 */
export class CollectorHits {
  readonly server = new FakeServer().on('/collect', { body: '', status: 204 });
  readonly sent: URLSearchParams[] = [];
  private readonly serverFetch = window.fetch;

  constructor() {
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      // The collector always posts a URLSearchParams body.
      if (url.includes('/collect')) this.sent.push(new URLSearchParams(init?.body as URLSearchParams));
      return this.serverFetch(input, init);
    };
  }

  /** Each hit as its fields, e.g. `{ hit: 'pageview', path: '/shop/' }`. */
  get hits(): Array<Record<string, string>> {
    return this.sent.map((fields) => Object.fromEntries(fields));
  }

  restore(): void {
    this.server.restore();
  }
}
