/**
 * Stands in for the shop's server inside component tests by replacing `window.fetch`: each request is
 * recorded (method, URL, form fields) so tests assert what the server would receive, and answered by the
 * test's own routes — including slow, failing, malformed and hostile answers.
 */
export interface RecordedRequest {
  method: string;
  url: URL;
  fields: Record<string, string>;
  /** Repeated keys keep every value (e.g. `quantity[12]` lines, multi-selects). */
  allFields: Array<[string, string]>;
  /** The fetch cache mode ('reload' when a retry bypasses the HTTP cache). */
  cache: RequestCache;
  headers: Headers;
}

/**
 * `delay` is in fake time where the test installed `fakeDelays()`; a test that needs a request to stay on its way
 * while it looks uses `hold` instead, since real milliseconds are outrun by a loaded machine.
 */
export type Reply =
  | { json: unknown; status?: number; delay?: number; headers?: Record<string, string>; after?: Promise<void> }
  | { body: string; status?: number; contentType?: string; delay?: number; headers?: Record<string, string>; after?: Promise<void> }
  | { hang: true };

/** A route may hold its answer (a promise the test settles), to order answers as a slow network would. */
type Route = (request: RecordedRequest) => Reply | Promise<Reply | undefined> | undefined;

export class FakeServer {
  readonly requests: RecordedRequest[] = [];
  private routes: Array<{ match: (request: RecordedRequest) => boolean; reply: Route }> = [];
  private original = window.fetch;

  constructor() {
    window.fetch = (input, init) => this.handle(new Request(input, init));
  }

  /** Answers requests whose URL contains `fragment` (e.g. 'wc-ajax=add_to_cart'). Later routes win. */
  on(fragment: string, reply: Reply | Route): this {
    this.routes.unshift({
      match: (request) => (request.url.pathname + request.url.search).includes(fragment),
      reply: typeof reply === 'function' ? reply : () => reply,
    });
    return this;
  }

  /**
   * Answers requests whose URL contains `fragment` as `on` does, but only once the returned function is called:
   * until then they are on their way, however fast or slow the machine.
   */
  hold(fragment: string, reply: Reply | Route): () => void {
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const answer = typeof reply === 'function' ? reply : () => reply;
    this.on(fragment, async (request) => {
      const held = await answer(request);
      return held && !('hang' in held) ? { ...held, after: released } : held;
    });
    return release;
  }

  /** The recorded requests whose URL contains `fragment`. */
  sent(fragment: string): RecordedRequest[] {
    return this.requests.filter((request) => (request.url.pathname + request.url.search).includes(fragment));
  }

  restore(): void {
    window.fetch = this.original;
  }

  private async handle(request: Request): Promise<Response> {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const allFields = [...new URLSearchParams(text.includes('=') ? text : '').entries()];
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url, location.href),
      fields: Object.fromEntries(allFields),
      allFields,
      cache: request.cache,
      headers: request.headers,
    };
    this.requests.push(recorded);
    const reply = await this.routes.find((route) => route.match(recorded))?.reply(recorded);
    if (!reply) return new Response('Not found', { status: 404 });
    if ('hang' in reply) return this.hang(request.signal);
    if (reply.after) await this.abortable(reply.after, request.signal);
    if (reply.delay) await this.abortable(new Promise((resolve) => setTimeout(resolve, reply.delay)), request.signal);
    if ('json' in reply) {
      const headers = { 'Content-Type': 'application/json', ...reply.headers };
      return new Response(JSON.stringify(reply.json), { status: reply.status ?? 200, headers });
    }
    const headers = { 'Content-Type': reply.contentType ?? 'text/html', ...reply.headers };
    return new Response(reply.body, { status: reply.status ?? 200, headers });
  }

  /** Waits for `answered`, unless the request is aborted first: a real fetch then rejects at once. */
  private abortable(answered: Promise<unknown>, signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort, { once: true });
      void answered.then(() => resolve());
    });
  }

  private hang(signal: AbortSignal): Promise<Response> {
    return new Promise((_, reject) => {
      // Aborted while a held answer was awaited: a real fetch rejects at once.
      if (signal.aborted) return reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      signal.addEventListener('abort', () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError')));
    });
  }
}
