// /demo/elements/ entry for the live product search (the same form as the header's, with its own ids).
import { categoryOptions } from '../templates/header.ts';
import type { ElementEntry } from './element-catalogue.ts';

function exampleForm(): string {
  // Named, as the header's search landmark is on the same page.
  return `<shop-live-search><form role="search" aria-label="Example product search" method="get" class="woocommerce-product-search" action="/">
	<label for="demo-search-field">Search for:</label>
	<input type="search" id="demo-search-field" class="search-field" placeholder="Try &ldquo;tee&rdquo;, &ldquo;owl&rdquo; or &ldquo;(&rdquo;" value="" name="s" />
	<label for="demo-search-category">Category</label>
	<select name="product_cat" id="demo-search-category"><option value="">All categories</option>${categoryOptions('')}</select>
	<button type="submit" value="Search">Search</button>
	<input type="hidden" name="post_type" value="product" />
</form></shop-live-search>`;
}

export function searchEntries(): ElementEntry[] {
  return [
    {
      tag: 'shop-live-search',
      summary:
        'Wraps the theme’s product search form. From three characters, after a 300 ms pause in typing, suggestions (name with the match highlighted, image, price) appear as an accessible combobox; arrows choose, Enter opens the product, or searches when nothing is chosen; Escape closes, then clears. Changing the category searches again. Try “owl”: a product whose stored name holds an image tag and quotes shows them as text.',
      exampleHtml: exampleForm(),
    },
  ];
}
