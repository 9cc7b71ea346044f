// The block editor script the plugin registers (wordpress/includes/blocks.php): a block for each element page
// editors place, generated from the custom elements manifest the build inlines.
import { blockDefinitions, type BlockDefinition } from './manifest-blocks.ts';
import { registerBlock } from './register-blocks.tsx';

/** A product block is offered where WooCommerce is active, and the plugin its markup is for, if it names one. */
const offered = ({ content }: BlockDefinition): boolean =>
  content.content !== 'product' ||
  (shopElementsEditor.plugins.includes('woocommerce') && (!content.plugin || shopElementsEditor.plugins.includes(content.plugin)));

for (const definition of blockDefinitions(SHOP_ELEMENTS_MANIFEST).filter(offered)) registerBlock(definition);
