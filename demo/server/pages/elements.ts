// /demo/elements/: every element with a live example and its attributes, from element-catalogue.ts.
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';
import type { Reply } from '../http/reply.ts';
import { renderPage } from '../templates/layout.ts';
import { ELEMENT_CATALOGUE } from './element-catalogue.ts';
import type { ElementEntry } from './element-catalogue.ts';

function entryHtml(entry: ElementEntry): string {
  const rows = entry.attributes
    .map((a) => `<tr><th scope="row"><code>${escapeHtml(a.name)}</code></th><td>${escapeHtml(a.description)}</td><td><code>${escapeHtml(a.default)}</code></td></tr>`)
    .join('');
  return `<section class="demo-element" id="${escapeHtml(entry.tag)}" aria-labelledby="${escapeHtml(entry.tag)}-title">
	<h2 id="${escapeHtml(entry.tag)}-title"><code>&lt;${escapeHtml(entry.tag)}&gt;</code></h2>
	<p>${escapeHtml(entry.summary)}</p>
	<div class="demo-element__example">${entry.exampleHtml}</div>
	${rows ? `<table class="demo-element__attributes shop_table"><caption class="screen-reader-text">Attributes of ${escapeHtml(entry.tag)}</caption><thead><tr><th scope="col">Attribute</th><th scope="col">Description</th><th scope="col">Default</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No attributes.</p>'}
	<details><summary>Markup</summary><pre><code>${escapeHtml(entry.exampleHtml)}</code></pre></details>
</section>`;
}

export function elementsPage(ctx: Ctx): Reply {
  const toc = ELEMENT_CATALOGUE.map((e) => `<li><a href="#${escapeHtml(e.tag)}"><code>&lt;${escapeHtml(e.tag)}&gt;</code></a></li>`).join('');
  return renderPage(ctx, {
    title: 'Elements',
    bodyClass: 'page demo-elements',
    breadcrumb: [['Elements']],
    params: ['single_product', 'variation'],
    content: (notices) => `${notices}<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Elements</h1></header>
<div class="entry-content"><p>Every custom element of shop-elements, with a live example. Without JavaScript each example is the plain WooCommerce markup.</p>
<nav aria-label="Elements"><ul class="demo-element-index">${toc}</ul></nav>
${ELEMENT_CATALOGUE.map(entryHtml).join('\n')}</div></article>`,
  });
}
