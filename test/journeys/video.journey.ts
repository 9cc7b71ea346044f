import type { Page } from '@playwright/test';
import { test, expect, elementsReady, holdRequests, injectFaults } from './fixtures.ts';
import { axeViolations } from '../support/axe-page.ts';

const VIDEO_HOST = '/video-host/';
const CONSENT_COOKIE = 'ytprefs_gdpr_consent';

/** Every request the page makes to the (stand-in) video host, from now on. */
function hostRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(VIDEO_HOST)) sent.push(request.url());
  });
  return sent;
}

async function consent(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: CONSENT_COOKIE, value: '1', url: baseURL! }]);
}

const counter = (page: Page) => page.locator('shop-video-gallery .epyt-current');
const thumb = (page: Page, id: string) => page.locator(`shop-video-gallery .epyt-gallery-thumb[data-videoid="${id}"]`);
const player = (page: Page) => page.locator('shop-video-gallery .epyt-video-wrapper iframe');

test.describe('video gallery', () => {
  test('pages through the gallery by keyboard, the counter following, with nothing from the video host', async ({ page }) => {
    const sent = hostRequests(page);
    await page.goto('/videos/');
    await elementsReady(page, 'shop-video-gallery');
    await expect(page.getByRole('button', { name: 'Play video: Cutting the autumn jacket' })).toBeVisible();

    await page.locator('shop-video-gallery .epyt-next').focus();
    await page.keyboard.press('Enter');
    await expect(counter(page)).toHaveText('2');
    await expect(thumb(page, 'demo-video-05')).toBeVisible();
    await expect(page.locator('shop-video-gallery .epyt-next')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(counter(page)).toHaveText('3');
    // The last page has no next page: the focus is on its previous button.
    await expect(page.locator('shop-video-gallery .epyt-prev')).toBeFocused();
    await page.keyboard.press(' ');
    await expect(counter(page)).toHaveText('2');
    expect(await axeViolations(page, 'shop-video-gallery')).toEqual([]);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Play video: Hand-finishing a hem' })).toBeFocused();
    expect(sent).toEqual([]);

    await page.keyboard.press('Enter');
    await expect(player(page)).toHaveAttribute('title', 'Video player: Hand-finishing a hem');
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    expect(await axeViolations(page, 'shop-video-gallery')).toEqual([]);
  });

  test('a paging click before the code has arrived is replayed once it has', async ({ page }) => {
    // The group's code is held back until the click is in, as on a slow connection.
    const release = await holdRequests(page, /\/chunks\/media\.group-[^/]+\.js$/);
    await page.goto('/videos/');
    await page.locator('shop-video-gallery .epyt-next').click();
    release();
    await expect(counter(page)).toHaveText('2');
    await expect(thumb(page, 'demo-video-05')).toBeVisible();
  });

  test('a page that fails shows the alert and leaves the gallery usable', async ({ page }) => {
    await injectFaults(page, 'video_gallery_page:error=http500');
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/videos/');
    await elementsReady(page, 'shop-video-gallery');
    await page.locator('shop-video-gallery .epyt-next').click();
    await expect.poll(() => alerts).toEqual(['Sorry, there was an error loading the next page.']);
    await expect(counter(page)).toHaveText('1');

    await injectFaults(page, '');
    await page.locator('shop-video-gallery .epyt-next').click();
    await expect(counter(page)).toHaveText('2');
    expect(alerts).toHaveLength(1);
  });

  test('autonext plays the next page’s first video after the last video of a page ends', async ({ page, baseURL }) => {
    await consent(page, baseURL);
    await page.goto('/videos/');
    await elementsReady(page, 'shop-video-gallery');
    await thumb(page, 'demo-video-04').click();
    await expect(player(page)).toHaveAttribute('src', /\/video-host\/embed\/demo-video-04\?/);
    // The stand-in clips last 2 s.
    await expect(counter(page)).toHaveText('2', { timeout: 10_000 });
    await expect(player(page)).toHaveAttribute('src', /\/video-host\/embed\/demo-video-05\?/);
    await expect(thumb(page, 'demo-video-05')).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('background video', () => {
  const block = (page: Page) => page.locator('shop-background-video');

  test('plays in view and pauses when scrolled away', async ({ page, baseURL }) => {
    await consent(page, baseURL);
    await page.goto('/lookbook/');
    await block(page).scrollIntoViewIfNeeded();
    await elementsReady(page, 'shop-background-video');
    // The journal post embedded above takes its reported height once it has loaded (up to 1,000 px, as WordPress's
    // embeds do), which can push the block out of view again on a slow machine: the shopper scrolls back to it.
    await expect
      .poll(
        async () => {
          await block(page).scrollIntoViewIfNeeded();
          return block(page).getAttribute('playing');
        },
        { timeout: 10_000 },
      )
      .toBe('');
    await expect(page.getByRole('button', { name: 'Pause background video' })).toBeVisible();
    expect(await axeViolations(page, 'shop-background-video')).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(block(page)).not.toHaveAttribute('playing');
    await block(page).scrollIntoViewIfNeeded();
    await expect(block(page)).toHaveAttribute('playing', '');
    await page.getByRole('button', { name: 'Pause background video' }).click();
    await expect(block(page)).not.toHaveAttribute('playing');
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeFocused();
  });

  test('does not start for a shopper who prefers reduced motion: the poster stays, nothing comes from the host', async ({
    page,
    baseURL,
  }) => {
    await consent(page, baseURL);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const sent = hostRequests(page);
    await page.goto('/lookbook/');
    await block(page).scrollIntoViewIfNeeded();
    await elementsReady(page, 'shop-background-video');
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    await expect(block(page).locator('img')).toBeVisible();
    await expect(block(page).locator('iframe')).toHaveCount(0);
    expect(sent).toEqual([]);
  });
});

test('a video opened in a lightbox pauses the playing background video, and closing it plays it again', async ({ page, baseURL }) => {
  await consent(page, baseURL);
  // Tall enough for the looks and the background video to be in view together.
  await page.setViewportSize({ width: 1280, height: 3200 });
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video</title><p>The collection in motion</p>' }),
  );
  await page.goto('/lookbook/');
  const background = page.locator('shop-background-video');
  await elementsReady(page, 'shop-background-video');
  await expect(background).toHaveAttribute('playing', '', { timeout: 10_000 });

  await page.getByRole('link', { name: 'The collection in motion (video)' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(background).not.toHaveAttribute('playing');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(background).toHaveAttribute('playing', '');
});
