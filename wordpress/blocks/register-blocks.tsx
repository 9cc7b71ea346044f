// Registers one block per element page editors place, from its definition (manifest-blocks.ts): the sidebar
// controls its attributes, the canvas edits its content and shows the live preview, and the post keeps the
// plain tag with its attributes, exactly the markup an editor would write by hand.
import { AttributeControl, type AttributeValue } from './attribute-control.tsx';
import { blocksFromMarkup, blocksFromNodes, templateOf, wrapperOf } from './inner-content.ts';
import { LivePreview } from './live-preview.tsx';
import { BLOCK_CATEGORY, type BlockDefinition } from './manifest-blocks.ts';
import { pickedProduct, placeholders, productMarkup, type PickedProduct } from './product-markup.ts';
import { findProducts, ProductPicker } from './product-picker.tsx';

const { createElement, RawHTML, useEffect, useMemo } = wp.element;
const { InnerBlocks, InspectorControls, PlainText, useBlockProps } = wp.blockEditor;
const { PanelBody, Placeholder } = wp.components;

/** The block attribute holding the text of an element that wraps text (the count-up's number). */
const TEXT = 'text';
/**
 * A product block's product (product-markup.ts): kept in the block's comment, since the markup is written from it;
 * a tag converted from Custom HTML starts with the id alone, and the editor reads the rest from the shop.
 */
const PRODUCT = 'product';

const productOf = (attributes: WordPress.BlockAttributes): PickedProduct | undefined => attributes[PRODUCT] as PickedProduct | undefined;

/** Each element attribute is a block attribute read back from the tag itself, so the post holds nothing else. */
function blockAttributes({ tag, fields, content }: BlockDefinition): WordPress.BlockSettings['attributes'] {
  const attributes: WordPress.BlockSettings['attributes'] = {};
  for (const { name, control } of fields) {
    attributes[name] = { type: control.kind === 'toggle' ? 'boolean' : 'string', source: 'attribute', selector: tag, attribute: name };
  }
  if (content.content === 'text') attributes[TEXT] = { type: 'string', source: 'text', selector: tag, default: content.example ?? '' };
  if (content.content === 'product') attributes[PRODUCT] = { type: 'object' };
  return attributes;
}

/**
 * The tag's attributes: a boolean present or absent, a value only when one is set (the default stays unwritten),
 * and on a product block those named after the product (`product-name`) from the picked product.
 */
function tagAttributes({ fields }: BlockDefinition, attributes: WordPress.BlockAttributes): Record<string, string> {
  const written: Record<string, string> = {};
  const product = productOf(attributes);
  const values = product?.name ? placeholders(product) : undefined;
  for (const { name, control } of fields) {
    const value = attributes[name];
    if (control.kind === 'product') {
      if (values) written[name] = values[control.placeholder as keyof typeof values];
    } else if (value === true) written[name] = '';
    else if (typeof value === 'string' && value !== '') written[name] = value;
  }
  return written;
}

/** Where WooCommerce's and YITH's markup names a product, in a tag converted from Custom HTML. */
const PRODUCT_ID_ATTRIBUTE = 'data-product_id';
const PRODUCT_ID = `[${PRODUCT_ID_ATTRIBUTE}]`;

/** The block a pasted or converted `<shop-…>` tag becomes: its attributes, its id, its content as blocks. */
function blockFromElement(definition: BlockDefinition, element: Element): WordPress.Block {
  const { name, fields, content } = definition;
  const attributes: WordPress.BlockAttributes = element.id ? { anchor: element.id } : {};
  for (const field of fields) {
    if (field.control.kind === 'toggle') attributes[field.name] = element.hasAttribute(field.name) || undefined;
    else if (element.hasAttribute(field.name)) attributes[field.name] = element.getAttribute(field.name);
  }
  if (content.content === 'text') attributes[TEXT] = element.textContent?.trim() ?? '';
  if (content.content === 'product') {
    const id = Number(element.getAttribute('product-id') ?? element.querySelector(PRODUCT_ID)?.getAttribute(PRODUCT_ID_ATTRIBUTE));
    if (id > 0) attributes[PRODUCT] = { id };
  }
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
    const product = productOf(attributes);
    useEffect(() => {
      // A converted tag names its product by id only: the rest is read once, so that the markup can be written.
      if (content.content !== 'product' || !product || product.name) return;
      void findProducts({ include: product.id }).then(([found]) => found && setAttributes({ [PRODUCT]: pickedProduct(found) }));
    }, [product, setAttributes]);
    return (
      <div {...blockProps}>
        <InspectorControls>
          <PanelBody title={`${title} settings`}>
            <p>{help}</p>
            {content.content === 'product' && <ProductPicker product={product} onPick={(picked) => setAttributes({ [PRODUCT]: picked })} />}
            {fields
              .filter((field) => field.control.kind !== 'product')
              .map((field) => (
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
        {content.content === 'product' && !product?.name ? (
          <Placeholder icon="store" label={title} instructions="Pick the product in the block's settings, under Product." />
        ) : (
          <LivePreview markup={block ? wp.blocks.getBlockContent(block) : ''} title={title} />
        )}
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
    if (content.content === 'product') {
      const product = productOf(attributes);
      return createElement(tag, props, product?.name ? <RawHTML>{productMarkup(content.example ?? '', product)}</RawHTML> : null);
    }
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
