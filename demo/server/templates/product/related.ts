// `single-product/related.php`: up to three products from the same category.
import { getCatalogue } from '../../catalogue/index.ts';
import type { Product } from '../../catalogue/types.ts';
import { productPath } from '../../context.ts';
import { productLoop } from '../product-loop.ts';

export function relatedProducts(product: Product): string {
  const related = getCatalogue()
    .products.filter((p) => p.category === product.category && p.id !== product.id)
    .slice(0, 3);
  if (related.length === 0) return '';
  return `<section class="related products">
					<h2>Related products</h2>
				${productLoop(related, productPath(product.slug))}
	</section>`;
}
