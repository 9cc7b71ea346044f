import { test as base, expect, type Page } from '@playwright/test';

/** Journeys run against the demo shop started by the global setup; each test gets its own session cookie. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.DEMO_URL);
  },
});

export { expect };

/** Switches fault injection on for this test's requests only (syntax in demo/README.md). */
export async function injectFaults(page: Page, faults: string): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Shop-Faults': faults });
}

/** Resolves once every shop element on the page has been defined and has committed its first render. */
export async function elementsReady(page: Page, tag: string): Promise<void> {
  await page.waitForFunction(async (name) => {
    await customElements.whenDefined(name);
    const elements = [...document.querySelectorAll(name)] as Array<HTMLElement & { updateComplete: Promise<void> }>;
    await Promise.all(elements.map((element) => element.updateComplete));
    return true;
  }, tag);
}
