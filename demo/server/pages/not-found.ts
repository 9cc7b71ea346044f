// The 404 page.
import type { Ctx } from '../context.ts';
import type { Reply } from '../http/reply.ts';
import { renderPage } from '../templates/layout.ts';

export function notFoundPage(ctx: Ctx): Reply {
  return renderPage(ctx, {
    title: 'Page not found',
    bodyClass: 'error404',
    status: 404,
    content: (
      notices,
    ) => `${notices}<div class="error-404 not-found"><header class="page-header"><h1 class="page-title">Oops! That page can&rsquo;t be found.</h1></header>
<p>Nothing was found at this location. Try the <a href="/shop/">shop</a> or a search.</p></div>`,
  });
}
