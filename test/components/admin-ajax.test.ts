import { expect } from '@open-wc/testing';
import { adminAjax, AdminAjaxRefusedError } from '../../core/http/admin-ajax.ts';
import { RequestError } from '../../core/http/request-errors.ts';
import { FakeServer } from '../support/fake-server.ts';
import { rejectionOf } from '../support/rejection.ts';

describe('admin AJAX helper', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = new FakeServer();
  });
  afterEach(() => {
    server.restore();
    delete (window as { woocommerce_params?: unknown }).woocommerce_params;
  });

  it('posts the action and fields form-encoded to the localized ajax_url', async () => {
    (window as { woocommerce_params?: unknown }).woocommerce_params = { ajax_url: '/fr/wp-admin/admin-ajax.php' };
    server.on('/fr/wp-admin/admin-ajax.php', { json: { success: true, data: { count: 3 } } });
    const result = await adminAjax<{ count: number }>('wishlist_count', { nonce: 'n1', context: 'frontend' });
    expect(result).to.deep.equal({ data: { count: 3 } });
    const [request] = server.sent('/fr/wp-admin/admin-ajax.php');
    expect(request!.method).to.equal('POST');
    expect(request!.fields).to.deep.equal({ nonce: 'n1', context: 'frontend', action: 'wishlist_count' });
  });

  it("posts a form's own data with the action, form-encoded, and as multipart only when it carries a file", async () => {
    server.on('admin-ajax.php', { json: { success: true, data: { message: 'Thanks' } } });
    const form = new FormData();
    form.append('action', 'ignored_here');
    form.append('email', 'ann@shop.test');
    expect(await adminAjax('contact_send', form)).to.deep.equal({ data: { message: 'Thanks' } });
    expect(server.requests[0]!.fields).to.deep.equal({ email: 'ann@shop.test', action: 'contact_send' });
    form.append('attachment', new File(['receipt'], 'receipt.txt', { type: 'text/plain' }));
    await adminAjax('contact_send', form);
    expect(server.requests[1]!.headers.get('Content-Type')).to.match(/^multipart\/form-data; boundary=/);
  });

  it('posts to the URL it is given, defaulting to /wp-admin/admin-ajax.php', async () => {
    server.on('/wp-admin/admin-ajax.php', { body: '1' }).on('/custom-ajax', { body: '1' });
    await adminAjax('ping');
    await adminAjax('ping', {}, { url: '/custom-ajax' });
    expect(server.requests.map((request) => request.url.pathname)).to.deep.equal(['/wp-admin/admin-ajax.php', '/custom-ajax']);
  });

  it("counts a bare '1' as success, with no data", async () => {
    server.on('admin-ajax.php', { body: ' 1\n', contentType: 'text/plain' });
    expect(await adminAjax('save_setting')).to.deep.equal({ data: undefined });
  });

  it('rejects { success: false, data } with the refusal and its data', async () => {
    server.on('admin-ajax.php', { json: { success: false, data: { message: 'Out of stock' } } });
    const error = await rejectionOf(adminAjax('wishlist_add', { product_id: 7 }));
    expect(error).to.be.instanceOf(AdminAjaxRefusedError);
    expect((error as AdminAjaxRefusedError).action).to.equal('wishlist_add');
    expect((error as AdminAjaxRefusedError).data).to.deep.equal({ message: 'Out of stock' });
  });

  it("rejects WordPress's bare '0' (unknown action) and '-1' (failed nonce) as refusals", async () => {
    server.on('admin-ajax.php', (request) => ({ body: request.fields['answer']!, contentType: 'text/plain' }));
    for (const answer of ['0', '-1']) {
      const error = await rejectionOf(adminAjax('anything', { answer }));
      expect(error).to.be.instanceOf(AdminAjaxRefusedError);
      expect((error as AdminAjaxRefusedError).data).to.equal(answer);
    }
  });

  it('reads the total of query-attachments from the X-WP-Total header', async () => {
    server.on('admin-ajax.php', { json: { success: true, data: [{ id: 1 }, { id: 2 }] }, headers: { 'X-WP-Total': '42' } });
    const result = await adminAjax<Array<{ id: number }>>('query-attachments', { 'query[posts_per_page]': 2 });
    expect(result).to.deep.equal({ data: [{ id: 1 }, { id: 2 }], total: 42 });
  });

  it('gives query-attachments no total when the header is missing or not a count', async () => {
    server.on('admin-ajax.php', (request) => {
      const header = request.fields['header'];
      const headers: Record<string, string> = header ? { 'X-WP-Total': header } : {};
      return { json: { success: true, data: [] }, headers };
    });
    expect((await adminAjax('query-attachments')).total).to.equal(undefined);
    expect((await adminAjax('query-attachments', { header: 'many' })).total).to.equal(undefined);
    expect((await adminAjax('query-attachments', { header: '-3' })).total).to.equal(undefined);
  });

  it('reads no total for other actions, even with the header', async () => {
    server.on('admin-ajax.php', { json: { success: true, data: [] }, headers: { 'X-WP-Total': '9' } });
    expect(await adminAjax('list_items')).to.deep.equal({ data: [] });
  });

  const malformed: Array<[string, { body: string; contentType?: string }, string]> = [
    ['an empty body', { body: '' }, 'empty'],
    ['an HTML error page', { body: '<html><body>Fatal error</body></html>' }, 'html'],
    ['broken JSON', { body: '{"success": tru', contentType: 'application/json' }, 'malformed'],
    ['JSON without success', { body: '{"data": 1}', contentType: 'application/json' }, 'malformed'],
    ['a JSON array', { body: '[true]', contentType: 'application/json' }, 'malformed'],
    ['a JSON string', { body: '"ok"', contentType: 'application/json' }, 'malformed'],
  ];
  for (const [name, reply, failure] of malformed) {
    it(`rejects ${name} with a RequestError (${failure})`, async () => {
      server.on('admin-ajax.php', reply);
      const error = await rejectionOf(adminAjax('save_setting'));
      expect(error).to.be.instanceOf(RequestError);
      expect((error as RequestError).failure).to.equal(failure);
    });
  }

  it('rejects an HTTP failure with its status', async () => {
    server.on('admin-ajax.php', { body: 'Bad request', status: 400, contentType: 'text/plain' });
    const error = (await rejectionOf(adminAjax('save_setting'))) as RequestError;
    expect(error.failure).to.equal('http');
    expect(error.status).to.equal(400);
  });

  it('rejects a hung call as aborted when its signal is aborted', async () => {
    const controller = new AbortController();
    server.on('admin-ajax.php', () => {
      queueMicrotask(() => controller.abort());
      return { hang: true };
    });
    const call = adminAjax('save_setting', {}, { signal: controller.signal });
    expect(((await rejectionOf(call)) as RequestError).failure).to.equal('aborted');
  });
});
