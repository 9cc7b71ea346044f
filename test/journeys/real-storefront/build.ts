import type { Page, TestInfo } from '@playwright/test';
import { elementsReady } from '../fixtures.ts';
import { openRecordedPage } from '../../support/recorded-storefront.ts';

/** The build the project loads as the plugin would: `journeys-lean` the lean build, `journeys` React. */
export const buildOf = (testInfo: TestInfo): 'react' | 'lean' => (testInfo.project.metadata['build'] === 'lean' ? 'lean' : 'react');

/**
 * Opens the recorded page `name` at `viewport` on `page` as the store served it, and on a second page with this
 * project's build, returned once the elements `tag` names have upgraded: the two to compare.
 */
export async function openWithAndWithout(
  page: Page,
  testInfo: TestInfo,
  { name, viewport, tag }: { name: string; viewport: { width: number; height: number }; tag: string },
): Promise<Page> {
  await page.setViewportSize(viewport);
  await openRecordedPage(page, { name, build: null });
  const withLibrary = await page.context().newPage();
  await withLibrary.setViewportSize(viewport);
  await openRecordedPage(withLibrary, { name, build: buildOf(testInfo) });
  await elementsReady(withLibrary, tag);
  return withLibrary;
}
