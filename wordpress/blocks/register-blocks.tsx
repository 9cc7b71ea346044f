// Registers one block per element page editors place, from its definition (manifest-blocks.ts): the sidebar
// controls its attributes, the canvas edits its content and shows the live preview, and the post keeps the
// plain tag with its attributes, exactly the markup an editor would write by hand.
import { AttributeControl, type AttributeValue } from './attribute-control.tsx';
import { blocksFromMarkup, blocksFromNodes, templateOf, wrapperOf } from './inner-content.ts';
import { LivePreview } from './live-preview.tsx';
import { BLOCK_CATEGORY, type BlockDefinition } from './manifest-blocks.ts';

const { createElement, useMemo } = wp.element;
const { InnerBlocks, InspectorControls, PlainText, useBlockProps } = wp.blockEditor;
const { PanelBody } = wp.components;

/** The block attribute holding the text of an element that wraps text (the count-up's number). */
const TEXT = 'text';

/** Each element attribute is a block attribute read back from the tag itself, so the post holds nothing else. */
function blockAttributes({ tag, fields, content }: BlockDefinition): WordPress.BlockSettings['attributes'] {
  const attributes: WordPress.BlockSettings['attributes'] = {};
  for (const { name, control } of fields) {
    attributes[name] = { type: control.kind === 'toggle' ? 'boolean' : 'string', source: 'attribute', selector: tag, attribute: name };
  }
  if (content.content === 'text') attributes[TEXT] = { type: 'string', source: 'text', selector: tag, default: content.example ?? '' };
  return attributes;
}

/** The tag's attributes: a boolean present or absent, a value only when one is set (the default stays unwritten). */
function tagAttributes({ fields }: BlockDefinition, attributes: WordPress.BlockAttributes): Record<string, string> {
  const written: Record<string, string> = {};
  for (const { name } of fields) {
    const value = attributes[name];
    if (value === true) written[name] = '';
    else if (typeof value === 'string' && value !== '') written[name] = value;
  }
  return written;
}

/** The block a pasted or converted `<shop-…>` tag becomes: its attributes, its id, its content as blocks. */
function blockFromElement(definition: BlockDefinition, element: Element): WordPress.Block {
  const { name, fields, content } = definition;
  const attributes: WordPress.BlockAttributes = element.id ? { anchor: element.id } : {};
  for (const field of fields) {
    if (field.control.kind === 'toggle') attributes[field.name] = element.hasAttribute(field.name) || undefined;
    else if (element.hasAttribute(field.name)) attributes[field.name] = element.getAttribute(field.name);
  }
  if (content.content === 'text') attributes[TEXT] = element.textContent?.trim() ?? '';
  if (content.content !== 'blocks') return wp.blocks.createBlock(name, attributes);
  const wrapper = content.wrapper ? wrapperOf(content.wrapper).tag : undefined;
  const holder = wrapper && element.firstElementChild?.localName === wrapper ? element.firstElementChild : element;
  return wp.blocks.createBlock(name, attributes, blocksFromNodes(holder.childNodes));
}

function editFor(definition: BlockDefinition) {
  const { title, help, fields, content } = definition;
  return function Edit({ attributes, setAttributes, clientId }: WordPress.EditProps) {
    const blockProps = useBlockProps({ className: 'shop-elements-block' });
    const block = wp.data.useSelect((select) => select('core/block-editor').getBlock(clientId), [clientId]);
    const template = useMemo(() => (content.example ? templateOf(blocksFromMarkup(content.example)) : undefined), []);
    const text = typeof attributes[TEXT] === 'string' ? attributes[TEXT] : '';
    return (
      <div {...blockProps}>
        <InspectorControls>
          <PanelBody title={`${title} settings`}>
            <p>{help}</p>
            {fields.map((field) => (
              <AttributeControl
                key={field.name}
                field={field}
                value={attributes[field.name] as AttributeValue}
                onChange={(value) => setAttributes({ [field.name]: value })}
              />
            ))}
          </PanelBody>
        </InspectorControls>
        {content.content === 'text' && (
          <PlainText aria-label={`${title} text`} value={text} onChange={(next) => setAttributes({ [TEXT]: next })} />
        )}
        {content.content === 'blocks' && <InnerBlocks {...(template ? { template } : {})} templateLock={false} />}
        <LivePreview markup={block ? wp.blocks.getBlockContent(block) : ''} title={title} />
      </div>
    );
  };
}

function saveFor(definition: BlockDefinition) {
  const { tag, content } = definition;
  const wrapper = content.wrapper ? wrapperOf(content.wrapper) : undefined;
  return function save({ attributes }: { attributes: WordPress.BlockAttributes }) {
    const props = useBlockProps.save(tagAttributes(definition, attributes));
    if (content.content === 'text') return createElement(tag, props, attributes[TEXT] as string);
    if (content.content === 'none') return createElement(tag, props);
    const inner = <InnerBlocks.Content />;
    return createElement(tag, props, wrapper ? createElement(wrapper.tag, wrapper.props, inner) : inner);
  };
}

export function registerBlock(definition: BlockDefinition): void {
  const { name, tag, title, description } = definition;
  const opening = new RegExp(`<${tag}[\\s>]`);
  wp.blocks.registerBlockType(name, {
    apiVersion: 3,
    title,
    description,
    category: BLOCK_CATEGORY,
    icon: 'store',
    keywords: [tag],
    attributes: blockAttributes(definition),
    // No generated class: the front end gets exactly the tag an editor would write. An id lets controls open it.
    supports: { className: false, anchor: true, html: false },
    transforms: {
      from: [
        {
          type: 'raw',
          isMatch: (node: Node) => node.nodeName.toLowerCase() === tag,
          transform: (node: Element) => blockFromElement(definition, node),
        },
        {
          type: 'block',
          blocks: ['core/html'],
          isMatch: ({ content }: { content: string }) => opening.test(content),
          transform: ({ content }: { content: string }) => wp.blocks.rawHandler({ HTML: content }),
        },
      ],
    },
    edit: editFor(definition),
    save: saveFor(definition),
  });
}
