// A page editor builds a page from the shop's blocks in a real WordPress with the plugin active: inserts
// them from the inserter, sets keyword, boolean, number and URL attributes in the sidebar and sees the live
// preview follow, publishes, and the shopper's page holds each tag with exactly those attributes, working.
import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { axeViolations } from '../support/axe-page.ts';
import { blockSettings, canvasOf, insertBlock, logIn, newPage, previewOf, publish } from './editor-page.ts';

/** Set SHOP_DOCS_SCREENSHOTS=1 to refresh the pictures of docs/page-editors.md from this run. */
const screenshots = process.env.SHOP_DOCS_SCREENSHOTS ? fileURLToPath(new URL('../../docs/images/', import.meta.url)) : null;

/** Each tag's attributes as the published page's HTML holds them (before any script ran). */
async function publishedAttributes(page: Page, url: string, tags: string[]): Promise<Record<string, Record<string, string>[]>> {
  const html = await (await page.request.get(url)).text();
  return page.evaluate(
    ({ html, tags }) => {
      const document = new DOMParser().parseFromString(html, 'text/html');
      return Object.fromEntries(
        tags.map((tag) => [
          tag,
          [...document.querySelectorAll(tag)].map((element) =>
            Object.fromEntries(element.getAttributeNames().map((name) => [name, element.getAttribute(name) ?? ''])),
          ),
        ]),
      );
    },
    { html, tags },
  );
}

test.skip(!process.env.SHOP_WORDPRESS_URL, 'needs SHOP_WORDPRESS_URL: a WordPress with the plugin active');

test('a page built from the shop blocks is published as plain tags that work', async ({ page }) => {
  await logIn(page);
  await newPage(page);
  const canvas = await canvasOf(page);
  const sidebar = page.getByRole('region', { name: 'Editor settings' });

  await test.step('accordion: a number attribute opens another item in the preview', async () => {
    await insertBlock(page, 'Shop accordion');
    const preview = previewOf(canvas, 'shop-elements/accordion', 'shop-accordion');
    await expect(preview.getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-expanded', 'true');
    const openIndex = blockSettings(page, 'Shop accordion').getByRole('spinbutton', { name: 'Open index' });
    await expect(openIndex).toHaveAttribute('placeholder', '0');
    await openIndex.fill('-2');
    await expect(sidebar.getByRole('alert')).toHaveText('Not used: the smallest value is -1.');
    await openIndex.fill('1');
    await expect(preview.getByRole('button', { name: 'Returns' })).toHaveAttribute('aria-expanded', 'true');
    await expect(preview.getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-expanded', 'false');
    expect(await axeViolations(page, '.interface-complementary-area')).toEqual([]);
    if (screenshots) await sidebar.screenshot({ path: `${screenshots}block-sidebar.png` });
  });

  await test.step('off-canvas: a keyword attribute from a select, and the id controls name', async () => {
    await insertBlock(page, 'Shop offcanvas');
    await blockSettings(page, 'Shop offcanvas').getByRole('combobox', { name: 'Position' }).selectOption('right');
    await sidebar.getByRole('button', { name: 'Advanced' }).click();
    await sidebar.getByRole('textbox', { name: 'HTML anchor' }).fill('size-guide');
    await expect(previewOf(canvas, 'shop-elements/offcanvas', 'shop-offcanvas')).toHaveAttribute('position', 'right');
    expect(await axeViolations(page, '.interface-complementary-area')).toEqual([]);
  });

  await test.step('count-up: its number edited in the canvas, its duration in the sidebar', async () => {
    await insertBlock(page, 'Shop count up');
    await canvas.getByRole('textbox', { name: 'Shop count up text' }).fill('2,500');
    await blockSettings(page, 'Shop count up').getByRole('spinbutton', { name: 'Duration' }).fill('2000');
    const preview = previewOf(canvas, 'shop-elements/count-up', 'shop-count-up');
    await expect(preview).toHaveAttribute('duration', '2000');
    await expect(preview.locator('.shop-count-up__final')).toHaveText('2,500');
  });

  await test.step('carousel: a boolean attribute from a toggle shows the pause control in the preview', async () => {
    await insertBlock(page, 'Shop carousel');
    const settings = blockSettings(page, 'Shop carousel');
    await settings.getByRole('checkbox', { name: 'Autoplay' }).check();
    await settings.getByRole('spinbutton', { name: 'Slides to show' }).fill('2');
    await settings.getByRole('textbox', { name: 'Label', exact: true }).fill('Our promises');
    // The slider starts once the list is in view, in the canvas as on the page.
    const preview = previewOf(canvas, 'shop-elements/carousel', 'shop-carousel');
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.getByRole('button', { name: 'Pause slides' })).toBeVisible();
    expect(await axeViolations(page, '.interface-complementary-area')).toEqual([]);
  });

  await test.step('video gallery: a URL the element would refuse is not written', async () => {
    await insertBlock(page, 'Shop video gallery');
    const playerUrl = blockSettings(page, 'Shop video gallery').getByRole('textbox', { name: 'Player url' });
    await playerUrl.fill('javascript:alert(1)');
    await expect(sidebar.getByRole('alert')).toHaveText('Not used: the element follows only http(s) addresses.');
    await expect(previewOf(canvas, 'shop-elements/video-gallery', 'shop-video-gallery')).not.toHaveAttribute('player-url');
    await playerUrl.fill('https://www.youtube.com/embed/');
    await expect(previewOf(canvas, 'shop-elements/video-gallery', 'shop-video-gallery')).toHaveAttribute(
      'player-url',
      'https://www.youtube.com/embed/',
    );
  });

  await test.step('contact form: its fields as blocks, its message in the sidebar', async () => {
    await insertBlock(page, 'Shop contact form');
    await blockSettings(page, 'Shop contact form').getByRole('textbox', { name: 'Sent message' }).fill('Thanks, we will write back.');
    const preview = previewOf(canvas, 'shop-elements/contact-form', 'shop-contact-form');
    await expect(preview).toHaveAttribute('sent-message', 'Thanks, we will write back.');
    await expect(preview.getByRole('textbox', { name: 'Your email' })).toBeVisible();
  });

  if (screenshots) {
    await page.evaluate(() => window.wp.data.dispatch('core/block-editor').clearSelectedBlock());
    await page.getByRole('searchbox', { name: /search/i }).fill('Shop');
    // Every block listed (the search fills the list in steps), and no hover card over the canvas.
    const registered = await page.evaluate(
      () =>
        (window.wp as unknown as { blocks: { getBlockTypes(): { name: string }[] } }).blocks
          .getBlockTypes()
          .filter(({ name }) => name.startsWith('shop-elements/')).length,
    );
    await expect(page.getByRole('listbox', { name: 'Blocks' }).getByRole('option', { name: /^\W*Shop / })).toHaveCount(registered);
    await page.mouse.move(1, 1);
    await page.screenshot({ path: `${screenshots}block-inserter.png` });
  }

  const url = await publish(page);

  await test.step('the page opens again in the editor with every block intact', async () => {
    await page.reload();
    const reopened = await canvasOf(page);
    const preview = previewOf(reopened, 'shop-elements/accordion', 'shop-accordion');
    await expect(preview.getByRole('button', { name: 'Returns' })).toHaveAttribute('aria-expanded', 'true');
    await expect(reopened.locator('[data-type^="shop-elements/"]')).toHaveCount(6);
    // What the editor says of a block whose saved markup no longer matches its save function.
    await expect(reopened.getByText(/contains unexpected or invalid content/)).toHaveCount(0);
  });

  await test.step('the published page holds each tag with exactly the attributes set', async () => {
    expect(
      await publishedAttributes(page, url, [
        'shop-accordion',
        'shop-offcanvas',
        'shop-count-up',
        'shop-carousel',
        'shop-video-gallery',
        'shop-contact-form',
      ]),
    ).toEqual({
      'shop-accordion': [{ 'open-index': '1' }],
      'shop-offcanvas': [{ position: 'right', id: 'size-guide' }],
      'shop-count-up': [{ duration: '2000' }],
      'shop-carousel': [{ label: 'Our promises', autoplay: '', 'slides-to-show': '2' }],
      'shop-video-gallery': [{ 'player-url': 'https://www.youtube.com/embed/' }],
      'shop-contact-form': [{ 'sent-message': 'Thanks, we will write back.' }],
    });
  });

  // What the count-up draws while it counts, and the value it reports at the end, from the page's first script on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { countUpFrames: seen });
    new MutationObserver(() => {
      const running = document.querySelector('shop-count-up .shop-count-up__running');
      if (running?.textContent && seen.at(-1) !== running.textContent) seen.push(running.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
    document.addEventListener('shop-count-up-counted', (event) =>
      Object.assign(window, { countedTo: (event as CustomEvent<{ value: number }>).detail.value }),
    );
  });
  await page.goto(url);

  await test.step('the count-up counts to its number', async () => {
    const countUp = page.locator('shop-count-up');
    await countUp.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => (window as unknown as { countedTo?: number }).countedTo), { timeout: 20_000 }).toBe(2500);
    const frames = await page.evaluate(() => (window as unknown as { countUpFrames: string[] }).countUpFrames);
    expect(frames.some((frame) => frame !== '0' && frame !== '2,500')).toBe(true);
    await expect(countUp).toHaveText('2,500');
  });

  await test.step('the accordion opens', async () => {
    const returns = page.locator('shop-accordion').getByRole('button', { name: 'Returns' });
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await page.locator('shop-accordion').getByRole('button', { name: 'Delivery' }).click();
    await expect(page.getByText('Orders leave the warehouse within two working days.')).toBeVisible();
    await expect(returns).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('the contact form posts its fields', async () => {
    const form = page.locator('shop-contact-form');
    await form.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
    await form.getByRole('textbox', { name: 'Your email' }).fill('ada@example.com');
    await form.getByRole('textbox', { name: 'Your message' }).fill('Do you ship to Bristol?');
    // Read at the route: Chromium does not report the body of a fetch to the page's own listeners here.
    let posted: Record<string, string> | undefined;
    await page.route('**/admin-ajax.php', async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '');
      if (body.get('action') === 'shop_contact_form') posted = Object.fromEntries(body);
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => posted).toBeDefined();
    expect(posted).toEqual({
      action: 'shop_contact_form',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Do you ship to Bristol?',
    });
    await expect(form.getByRole('status').or(form.getByRole('alert'))).not.toBeEmpty();
  });
});

test('a Custom HTML block holding the tags converts to the blocks, attributes and content kept', async ({ page }) => {
  await logIn(page);
  await newPage(page);
  const content = await page.evaluate(() => {
    const { blocks, data } = window.wp as unknown as typeof wp & { blocks: { switchToBlockType(block: unknown, name: string): unknown[] } };
    const html = blocks.createBlock('core/html', {
      content:
        '<shop-count-up duration="500">42%</shop-count-up>\n<shop-contact-form sent-message="Ok"><form method="post"><p><label>Name <input name="name"></label></p></form></shop-contact-form>',
    });
    (data as unknown as { dispatch(store: string): { insertBlocks(blocks: unknown[]): void } })
      .dispatch('core/block-editor')
      .insertBlocks(blocks.switchToBlockType(html, 'shop-elements/count-up'));
    return window.wp.data.select('core/editor').getEditedPostContent() as string;
  });
  expect(content).toContain('<!-- wp:shop-elements/count-up -->\n<shop-count-up duration="500">42%</shop-count-up>');
  expect(content).toContain(
    '<!-- wp:shop-elements/contact-form -->\n<shop-contact-form sent-message="Ok"><form method="post"><!-- wp:html -->',
  );
});

test('the add-to-cart block: a product picked from the shop is saved as its WooCommerce button, which adds it to the cart', async ({
  page,
}) => {
  await logIn(page);
  await newPage(page);
  const offered = () =>
    page.evaluate(() =>
      Boolean(
        (window.wp as unknown as typeof wp & { blocks: { getBlockType(name: string): unknown } }).blocks.getBlockType(
          'shop-elements/add-to-cart',
        ),
      ),
    );
  const { namespaces } = (await (await page.request.get('/?rest_route=/')).json()) as { namespaces: string[] };
  if (!namespaces.includes('wc/store/v1')) {
    // Without WooCommerce there is no product to pick and no cart to add to: the block is not offered.
    expect(await offered()).toBe(false);
    return;
  }
  expect(await offered()).toBe(true);
  const canvas = await canvasOf(page);

  await test.step('the product is searched and picked in the sidebar, and the preview shows its button', async () => {
    await insertBlock(page, 'Shop add to cart');
    await expect(canvas.getByText("Pick the product in the block's settings, under Product.")).toBeVisible();
    const product = blockSettings(page, 'Shop add to cart').getByRole('combobox', { name: 'Product' });
    await product.fill('Pocket');
    await page.getByRole('option', { name: 'Pocket Tee (pocket-tee)' }).click();
    const preview = previewOf(canvas, 'shop-elements/add-to-cart', 'shop-add-to-cart');
    await expect(preview.getByRole('button', { name: 'Add to cart: “Pocket Tee”' })).toBeVisible();
    expect(await axeViolations(page, '.interface-complementary-area')).toEqual([]);
  });

  const url = await publish(page);

  await test.step("the published page holds the tag around WooCommerce's button for that product", async () => {
    const html = await (await page.request.get(url)).text();
    expect(html).toMatch(
      /<shop-add-to-cart><a href="\?add-to-cart=(\d+)" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="\1" data-product_sku="pocket-tee" aria-label="Add to cart: “Pocket Tee”" rel="nofollow" data-success_message="“Pocket Tee” has been added to your cart" role="button">Add to cart<\/a><\/shop-add-to-cart>/,
    );
  });

  await test.step('the button adds the product to the cart without leaving the page', async () => {
    // The editor's account keeps its cart from run to run: the add is one more than it held.
    const pocketTees = async () => {
      const cart = (await (await page.request.get('/?rest_route=/wc/store/v1/cart')).json()) as {
        items: { name: string; quantity: number }[];
      };
      return cart.items.find((item) => item.name === 'Pocket Tee')?.quantity ?? 0;
    };
    const before = await pocketTees();
    await page.goto(url);
    await page.locator('shop-add-to-cart').getByRole('button', { name: 'Add to cart: “Pocket Tee”' }).click();
    await expect(page.locator('shop-add-to-cart').getByRole('link', { name: 'View cart' })).toBeVisible();
    expect(page.url()).toBe(url);
    expect(await pocketTees()).toBe(before + 1);
  });

  await test.step('a Custom HTML block holding the tag converts to the block, which reads its product from the shop', async () => {
    await newPage(page);
    const id = Number(/add-to-cart=(\d+)/.exec(await (await page.request.get(url)).text())![1]);
    await page.evaluate((id) => {
      const { blocks, data } = window.wp as unknown as typeof wp & {
        blocks: { switchToBlockType(block: unknown, name: string): unknown[] };
      };
      const html = blocks.createBlock('core/html', {
        content: `<shop-add-to-cart><a href="?add-to-cart=${id}" data-product_id="${id}" class="button add_to_cart_button ajax_add_to_cart">Add to cart</a></shop-add-to-cart>`,
      });
      (data as unknown as { dispatch(store: string): { insertBlocks(blocks: unknown[]): void } })
        .dispatch('core/block-editor')
        .insertBlocks(blocks.switchToBlockType(html, 'shop-elements/add-to-cart'));
    }, id);
    await expect
      .poll(() => page.evaluate(() => window.wp.data.select('core/editor').getEditedPostContent() as string))
      .toContain(`data-product_id="${id}" data-product_sku="pocket-tee" aria-label="Add to cart: “Pocket Tee”"`);
  });
});
