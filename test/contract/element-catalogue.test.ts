// /demo/elements/ shows the descriptions' backticked code as code, escaped, in the summaries and contract tables.
import { test, expect } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entryHtml } from '../../demo/server/pages/elements.ts';
import { inlineCode } from '../../demo/server/pages/inline-code.ts';
import { ELEMENT_CATALOGUE } from '../../demo/server/pages/element-catalogue.ts';

const summaryOf = (html: string): string => /<\/h2>\s*<p>([\s\S]*?)<\/p>/.exec(html)![1]!;

test('backticked spans become escaped <code>; the rest is escaped text; a last unpaired backtick stays literal', () => {
  expect(inlineCode('Wraps `p.notice` & `<b class="x">`.')).toBe(
    'Wraps <code>p.notice</code> &amp; <code>&lt;b class=&quot;x&quot;&gt;</code>.',
  );
  expect(inlineCode('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  expect(inlineCode('one `lone tick')).toBe('one `lone tick');
});

test('every catalogue summary shows its code spans as <code> and no literal backtick pairs', () => {
  const missingDist = join(tmpdir(), 'no-shop-dist');
  for (const entry of ELEMENT_CATALOGUE) {
    const summary = summaryOf(entryHtml(entry, missingDist));
    const spans = entry.summary.match(/`[^`]+`/g) ?? [];
    expect(summary.match(/<code>/g)?.length ?? 0, `${entry.tag}: code spans`).toBe(spans.length);
    expect(/`[^`]+`/.test(summary), `${entry.tag}: literal backticks`).toBe(false);
  }
});

test('the attribute and event tables show the manifest descriptions with code spans, escaped', () => {
  const dist = mkdtempSync(join(tmpdir(), 'shop-catalogue-'));
  const declaration = {
    tagName: 'shop-quantity',
    attributes: [{ name: 'step', type: { text: 'number' }, default: '`1`', description: 'steps of `<input>`' }],
    events: [{ name: 'shop-quantity-changed', type: { text: 'CustomEvent' }, description: 'on `change` of `input.qty`' }],
  };
  writeFileSync(join(dist, 'custom-elements.json'), JSON.stringify({ modules: [{ declarations: [declaration] }] }));
  const html = entryHtml(
    ELEMENT_CATALOGUE.find((entry) => entry.tag === 'shop-quantity')!,
    dist,
  );
  expect(html).toContain('<td>steps of <code>&lt;input&gt;</code></td><td><code>1</code></td>');
  expect(html).toContain('<td>on <code>change</code> of <code>input.qty</code></td>');
});
