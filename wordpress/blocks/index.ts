// The block editor script the plugin registers (wordpress/includes/blocks.php): a block for each element page
// editors place, generated from the custom elements manifest the build inlines.
import { blockDefinitions } from './manifest-blocks.ts';
import { registerBlock } from './register-blocks.tsx';

for (const definition of blockDefinitions(SHOP_ELEMENTS_MANIFEST)) registerBlock(definition);
