import { registerLazyElements } from '../core/runtime/lazy-registry.ts';
import { ELEMENT_GROUPS, type ElementGroup } from './element-groups.ts';

/**
 * The library's entry: every tag is registered here, and its group's implementation chunk is fetched the
 * first time one of the group's tags appears in the page.
 */
const loaders: Record<ElementGroup, () => Promise<unknown>> = {
  site: () => import('./site.group.ts'),
  cart: () => import('./cart.group.ts'),
  'cart-page': () => import('./cart-page.group.ts'),
  product: () => import('./product.group.ts'),
};

registerLazyElements(
  Object.fromEntries(
    Object.entries(ELEMENT_GROUPS).flatMap(([group, tags]) => tags.map((tag) => [tag, loaders[group as ElementGroup]])),
  ),
);
