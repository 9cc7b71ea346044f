// The header's product search as a shopper finds it: Storefront's WooCommerce product search in the header on a
// desktop; on a phone, where the theme hides it, the one in the handheld footer bar, which its Search item slides
// up (until then it sits under the bar: on the page, but not where a tap reaches it). A store may print other
// search forms too (WordPress's search block in a widget area), which search posts, not products.
import type { Locator, Page } from '@playwright/test';

const FIELD = 'form.woocommerce-product-search input[type="search"][name="s"]';

export async function productSearchField(page: Page): Promise<Locator> {
  const header = page.locator(`#masthead ${FIELD}`).filter({ visible: true });
  if (await header.count()) return header.first();
  const footerBar = page.locator('.storefront-handheld-footer-bar li.search');
  await footerBar.locator(':scope > a').click();
  await page.waitForFunction(() => document.querySelector('.storefront-handheld-footer-bar li.search')?.classList.contains('active'));
  return footerBar.locator(FIELD);
}
