// Build-time only: never imported by runtime code.

/** One attribute of an element, as its definition declares it. */
export interface AttributeContract {
  /** The dashed attribute name. */
  name: string;
  /** The camelCase property the attribute sets. */
  property: string;
  /** TypeScript text of the value type (`string`, `'dropdown' | 'offcanvas'`, `string[]`). */
  type: string;
  /** What applies when the attribute is absent or refused, as the documentation says it. */
  default?: string;
  /** The range a number attribute accepts (values outside it are refused). */
  min?: number;
  max?: number;
  description: string;
  /** Set on an earlier name: the current attribute to use instead. */
  deprecatedFor?: string;
  /** Read on every element by the registry, not a property (declared on `defineElement` itself). */
  everyElement?: boolean;
}

export interface EventContract {
  name: string;
  /** TypeScript text of the event's `detail`. */
  detail: string;
  description: string;
  /** Set on an earlier name still dispatched: the current event. */
  deprecatedFor?: string;
  /** Fired by every element (declared on `defineElement` itself), so the README tables list it once. */
  everyElement?: boolean;
}

export interface CssPropertyContract {
  name: string;
  description: string;
}

/**
 * How a page editor places the element (`@block` in its definition): what the tag holds, and what a new one
 * starts with. The block editor's blocks are generated from it (wordpress/blocks/).
 */
export interface EditorBlockContract {
  /**
   * Nothing, plain text (the count-up's number), content that page editors compose (inner blocks), or a product
   * they pick: WooCommerce's markup of that product, written from the `example` template.
   */
  content: 'none' | 'text' | 'blocks' | 'product';
  /** The opening tag of the one element the content sits in (`<div>`, `<form method="post">`), if any. */
  wrapper?: string;
  /** What a new block holds: the text, the markup its content starts as, or a product block's template. */
  example?: string;
  /** A product block's plugin besides WooCommerce (its slug): without it the block is not offered. */
  plugin?: string;
}

/** Everything public about one element, read from its `<name>.define.ts`. */
export interface ElementContract {
  tag: string;
  /** The exported constant holding the element's class. */
  className: string;
  /** The define file, relative to the repository root. */
  path: string;
  /** Defined by `definePlainElement`: no renderer, so none of the attributes and events every rendered element has. */
  plain: boolean;
  summary: string;
  description: string;
  attributes: AttributeContract[];
  events: EventContract[];
  cssProperties: CssPropertyContract[];
  /** Set when page editors place the element themselves: it is a block of the block editor. */
  editorBlock?: EditorBlockContract;
}
