// The block editor as a page editor uses it: the inserter, the block sidebar and the canvas (an iframe from
// WordPress 6.3 on, the editor's own page in 6.1).
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

export async function logIn(page: Page): Promise<void> {
  await page.goto('/wp-login.php');
  await page.getByLabel('Username or Email Address').fill(process.env.SHOP_WORDPRESS_USER ?? 'admin');
  await page.getByLabel('Password', { exact: true }).fill(process.env.SHOP_WORDPRESS_PASSWORD ?? 'admin');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/wp-admin\//);
}

/** Opens a new page in the editor, without the welcome guide. */
export async function newPage(page: Page): Promise<void> {
  await page.goto('/wp-admin/post-new.php?post_type=page');
  await page.waitForFunction(() => window.wp?.data?.select('core/editor')?.getCurrentPostId?.());
  await page.evaluate(() => {
    for (const scope of ['core/edit-post', 'core']) window.wp.data.dispatch('core/preferences').set(scope, 'welcomeGuide', false);
  });
  const guide = page.getByRole('dialog', { name: /welcome/i });
  if (await guide.isVisible()) await guide.getByRole('button', { name: 'Close' }).click();
}

/** The canvas the blocks are edited in. */
export async function canvasOf(page: Page): Promise<FrameLocator | Page> {
  const iframe = page.locator('iframe[name="editor-canvas"]');
  return (await iframe.count()) ? iframe.contentFrame() : page;
}

/** Inserts a block at the end of the page from the inserter, searched by its title; it is then selected. */
export async function insertBlock(page: Page, title: string): Promise<void> {
  // Nothing selected: the inserter adds at the end of the page rather than inside the block last inserted.
  await page.evaluate(() => window.wp.data.dispatch('core/block-editor').clearSelectedBlock());
  const search = page.getByRole('searchbox', { name: /search/i });
  if (!(await search.isVisible()))
    await page
      .getByRole('button', { name: /block inserter/i })
      .first()
      .click();
  await search.fill(title);
  // The option's name starts with its icon's text in some versions.
  await page.getByRole('option', { name: new RegExp(`^\\W*${title}$`) }).click();
  // Below 1,440 px WordPress closes the settings sidebar while the inserter is open: opened again, as an editor would.
  const settings = page.getByRole('region', { name: 'Editor top bar' }).getByRole('button', { name: 'Settings', exact: true });
  if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
  await expect(blockSettings(page, title)).toBeVisible();
}

/** The selected block's settings panel in the sidebar. */
export function blockSettings(page: Page, title: string): Locator {
  return page.getByRole('region', { name: 'Editor settings' }).locator('.components-panel__body', {
    has: page.getByRole('button', { name: `${title} settings` }),
  });
}

/** The live preview of the block `name` (`shop-elements/accordion`): the element the library upgraded. */
export function previewOf(canvas: FrameLocator | Page, name: string, tag: string): Locator {
  return canvas.locator(`[data-type="${name}"] [data-shop-elements-preview] > ${tag}`);
}

/** Publishes the page and returns its address. */
export async function publish(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Publish', exact: true }).first().click();
  await page
    .getByRole('region', { name: /publish/i })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await page.waitForFunction(() => window.wp.data.select('core/editor').getCurrentPostAttribute('status') === 'publish');
  return page.evaluate(() => window.wp.data.select('core/editor').getPermalink());
}

declare global {
  interface Window {
    wp: {
      data: {
        select(store: string): Record<string, (...args: unknown[]) => unknown> & {
          getCurrentPostId(): number;
          getCurrentPostAttribute(name: string): unknown;
          getPermalink(): string;
        };
        dispatch(store: string): Record<string, (...args: unknown[]) => unknown> & {
          set(scope: string, name: string, value: unknown): void;
          clearSelectedBlock(): void;
        };
      };
    };
  }
}
