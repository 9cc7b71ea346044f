// What an element holds, as blocks: a new block's content from its declared example, and the blocks of a tag
// converted from Custom HTML. Each piece becomes the block WordPress itself makes of that markup (headings,
// paragraphs, lists…); markup no core block keeps whole (form fields, a plugin's classed `div`s) stays Custom HTML.
const KEPT_AS_HTML = 'input, select, textarea, button, label, form, iframe, script';
const CORE_BLOCK_ELEMENTS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'BLOCKQUOTE', 'FIGURE', 'TABLE', 'PRE', 'HR']);

const html = (content: string): WordPress.Block => wp.blocks.createBlock('core/html', { content });

/** The blocks of `markup`'s top-level pieces, in order. */
export function blocksFromNodes(nodes: Iterable<ChildNode>): WordPress.Block[] {
  return [...nodes].flatMap((node) => {
    if (node instanceof Element) {
      const whole = !CORE_BLOCK_ELEMENTS.has(node.nodeName) || node.matches(KEPT_AS_HTML) || node.querySelector(KEPT_AS_HTML);
      return whole ? [html(node.outerHTML)] : wp.blocks.rawHandler({ HTML: node.outerHTML });
    }
    const text = node.textContent?.trim() ?? '';
    return text ? wp.blocks.rawHandler({ HTML: `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>` }) : [];
  });
}

export function blocksFromMarkup(markup: string): WordPress.Block[] {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return blocksFromNodes(template.content.childNodes);
}

/** The InnerBlocks template of those blocks. */
export const templateOf = (blocks: WordPress.Block[]): WordPress.TemplateEntry[] =>
  blocks.map((block) => [block.name, block.attributes, templateOf(block.innerBlocks)]);

/** The wrapper's tag and attributes (`<form method="post">` → form, { method: 'post' }), as element props. */
export function wrapperOf(opening: string): { tag: string; props: Record<string, string> } {
  const template = document.createElement('template');
  template.innerHTML = opening;
  const element = template.content.firstElementChild!;
  const props = Object.fromEntries([...element.attributes].map(({ name, value }) => [name === 'class' ? 'className' : name, value]));
  return { tag: element.localName, props };
}
