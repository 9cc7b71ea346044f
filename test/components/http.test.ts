import { expect } from '@open-wc/testing';
import { requestJson, requestText } from '../../core/http/client.ts';
import { formBody, wcAjaxUrl } from '../../core/http/endpoints.ts';
import { RequestError } from '../../core/http/request-errors.ts';
import { SerialQueue } from '../../core/http/serial-queue.ts';
import { LatestRequest } from '../../core/http/latest-request.ts';
import { fakeDelays } from '../support/fake-delays.ts';
import { FakeServer } from '../support/fake-server.ts';
import { rejectionOf } from '../support/rejection.ts';

async function failureOf(promise: Promise<unknown>): Promise<RequestError> {
  const error = await rejectionOf(promise);
  expect(error).to.be.instanceOf(RequestError);
  return error as RequestError;
}

describe('HTTP client', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = new FakeServer();
  });
  afterEach(() => {
    server.restore();
    delete (window as { woocommerce_params?: unknown }).woocommerce_params;
  });

  it('builds wc-ajax URLs from the localized template, never a hard-coded path', () => {
    expect(wcAjaxUrl('add_to_cart')).to.equal('/?wc-ajax=add_to_cart');
    (window as { woocommerce_params?: unknown }).woocommerce_params = { wc_ajax_url: '/fr/?wc-ajax=%%endpoint%%&lang=fr' };
    expect(wcAjaxUrl('get_variation')).to.equal('/fr/?wc-ajax=get_variation&lang=fr');
  });

  it('posts form-urlencoded fields and parses JSON', async () => {
    server.on('wc-ajax=add_to_cart', { json: { cart_hash: 'abc' } });
    const body = formBody({ product_id: 12, note: undefined });
    const result = await requestJson<{ cart_hash: string }>(wcAjaxUrl('add_to_cart'), { body });
    expect(result.cart_hash).to.equal('abc');
    expect(server.requests[0]!.method).to.equal('POST');
    expect(server.requests[0]!.fields).to.deep.equal({ product_id: '12', note: '' });
  });

  it('turns an empty body, an HTML page and broken JSON into typed errors with a readable message', async () => {
    server.on('empty', { body: '' }).on('html', { body: '<!doctype html><p>Fatal error</p>' }).on('broken', { body: '{"fragments": {' });
    expect((await failureOf(requestJson('/empty'))).failure).to.equal('empty');
    expect((await failureOf(requestJson('/html'))).failure).to.equal('html');
    const malformed = await failureOf(requestJson('/broken'));
    expect(malformed.failure).to.equal('malformed');
    expect(malformed.message).to.equal('The shop sent an answer that could not be read. Please try again.');
  });

  it('reports HTTP errors with their status, and HTML error pages as such', async () => {
    server.on('/500', { json: { success: false }, status: 500 }).on('/503', { body: '<html>Maintenance</html>', status: 503 });
    const http = await failureOf(requestText('/500'));
    expect([http.failure, http.status]).to.deep.equal(['http', 500]);
    const html = await failureOf(requestText('/503'));
    expect([html.failure, html.status]).to.deep.equal(['html', 503]);
  });

  it('times out a hanging server instead of loading forever', async () => {
    server.on('/slow', { hang: true });
    const error = await failureOf(requestText('/slow', { timeout: 50 }));
    expect(error.failure).to.equal('timeout');
  });

  it('reports a network failure', async () => {
    server.restore();
    const error = await failureOf(requestText('http://127.0.0.1:9/unreachable', { timeout: 2000 }));
    expect(error.failure).to.equal('network');
  });
});

describe('SerialQueue', () => {
  it('runs tasks one at a time in queue order, even when earlier ones are slower or fail', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      () =>
        new Promise<string>((resolve, reject) => {
          log.push(`start ${name}`);
          setTimeout(() => {
            log.push(`end ${name}`);
            fail ? reject(new Error(name)) : resolve(name);
          }, ms);
        });
    const clock = fakeDelays();
    const settled = Promise.allSettled([queue.enqueue(task('a', 30)), queue.enqueue(task('b', 5, true)), queue.enqueue(task('c', 1))]);
    await clock.tick(36);
    const results = await settled;
    expect(log).to.deep.equal(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((result) => result.status)).to.deep.equal(['fulfilled', 'rejected', 'fulfilled']);
    expect(queue.size).to.equal(0);
  });
});

describe('LatestRequest', () => {
  it('aborts the superseded request so a stale answer cannot win', async () => {
    const latest = new LatestRequest();
    const signals: AbortSignal[] = [];
    const request = (value: string) => (signal: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve(value);
    };
    const first = failureOf(latest.run(request('stale')));
    const second = latest.run(request('fresh'));
    expect(signals[0]!.aborted).to.be.true;
    expect(signals[1]!.aborted).to.be.false;
    expect(await second).to.equal('fresh');
    expect((await first).failure).to.equal('aborted');
  });

  it('turns an answer that arrives after abort() into the abort, even from a request that ignored its signal', async () => {
    const latest = new LatestRequest();
    const answer = latest.run(() => Promise.resolve('late'));
    latest.abort();
    expect((await failureOf(answer)).failure).to.equal('aborted');
  });
});
