// /demo/elements/: every element with a live example (element-catalogue.ts) and its attributes and events (the
// custom elements manifest the build generates from the element definitions).
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';
import type { Reply } from '../http/reply.ts';
import { renderPage } from '../templates/layout.ts';
import { elementContract } from './element-contract.ts';
import { inlineCode } from './inline-code.ts';
import { ELEMENT_CATALOGUE } from './element-catalogue.ts';
import type { ElementEntry } from './element-catalogue.ts';

function contractTables(distDir: string, tag: string): string {
  const contract = elementContract(distDir, tag);
  if (!contract) return '<p>Run <code>npm run build</code> to list the attributes and events.</p>';
  const attributeRows = contract.attributes
    .map(
      (a) =>
        `<tr><th scope="row"><code>${escapeHtml(a.name)}</code></th><td><code>${escapeHtml(a.type)}</code></td><td>${inlineCode(a.description)}</td><td>${inlineCode(a.default ?? '—')}</td></tr>`,
    )
    .join('');
  const eventRows = contract.events
    .map(
      (e) =>
        `<tr><th scope="row"><code>${escapeHtml(e.name)}</code></th><td><code>${escapeHtml(e.type)}</code></td><td>${inlineCode(e.description)}</td></tr>`,
    )
    .join('');
  const attributes = attributeRows
    ? `<table class="demo-element__attributes shop_table"><caption class="screen-reader-text">Attributes of ${escapeHtml(tag)}</caption><thead><tr><th scope="col">Attribute</th><th scope="col">Type</th><th scope="col">Description</th><th scope="col">Default</th></tr></thead><tbody>${attributeRows}</tbody></table>`
    : '<p>No attributes.</p>';
  const events = `<table class="demo-element__events shop_table"><caption class="screen-reader-text">Events of ${escapeHtml(tag)}</caption><thead><tr><th scope="col">Event</th><th scope="col">Type</th><th scope="col">When</th></tr></thead><tbody>${eventRows}</tbody></table>`;
  return `${attributes}${events}`;
}

/** One element's section: summary, live example, contract tables and its markup. */
export function entryHtml(entry: ElementEntry, distDir: string): string {
  return `<section class="demo-element" id="${escapeHtml(entry.tag)}" aria-labelledby="${escapeHtml(entry.tag)}-title">
	<h2 id="${escapeHtml(entry.tag)}-title"><code>&lt;${escapeHtml(entry.tag)}&gt;</code></h2>
	<p>${inlineCode(entry.summary)}</p>
	<div class="demo-element__example">${entry.exampleHtml}</div>
	${contractTables(distDir, entry.tag)}
	<details><summary>Markup</summary><pre><code>${escapeHtml(entry.exampleHtml)}</code></pre></details>
</section>`;
}

export function elementsPage(ctx: Ctx): Reply {
  const toc = ELEMENT_CATALOGUE.map((e) => `<li><a href="#${escapeHtml(e.tag)}"><code>&lt;${escapeHtml(e.tag)}&gt;</code></a></li>`).join(
    '',
  );
  return renderPage(ctx, {
    title: 'Elements',
    bodyClass: 'page demo-elements',
    breadcrumb: [['Elements']],
    params: ['single_product', 'variation'],
    content: (
      notices,
    ) => `${notices}<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Elements</h1></header>
<div class="entry-content"><p>Every custom element of shop-elements, with a live example. Without JavaScript each example is the plain WooCommerce markup.</p>
<nav aria-label="Elements"><ul class="demo-element-index">${toc}</ul></nav>
${ELEMENT_CATALOGUE.map((entry) => entryHtml(entry, ctx.config.distDir)).join('\n')}</div></article>`,
  });
}
