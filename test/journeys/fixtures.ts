import { test as base, expect, type Page } from '@playwright/test';

/**
 * Journeys run against the demo shop started by the global setup, loading the build their project names
 * (`journeys-lean`: the lean build); each test gets its own session cookie.
 */
export const test = base.extend<{ dist: string }>({
  baseURL: async ({}, use, testInfo) => {
    await use(testInfo.project.metadata['build'] === 'lean' ? process.env.DEMO_URL_LEAN : process.env.DEMO_URL);
  },
  /** Where the pages load the library from: `/dist/`, or `/dist/lean/` for the lean build. */
  dist: async ({}, use, testInfo) => {
    await use(testInfo.project.metadata['build'] === 'lean' ? '/dist/lean/' : '/dist/');
  },
});

export { expect };

/**
 * Holds back the responses to matching requests, as on a slow connection, until the returned function is
 * called; they are then answered as usual.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** How long the library's client waits for an answer before it gives up (core/http/client.ts). */
const CLIENT_TIMEOUT_MS = 10_000;

/**
 * For a request the server never answers (the `timeout` fault): once it is on its way, the page's clock
 * (installed before the page loaded, `page.clock.install()`) jumps past the client's limit, instead of the test
 * waiting the ten seconds out.
 */
export async function outlastClientTimeout(page: Page, sent: Promise<unknown>): Promise<void> {
  await sent;
  await page.clock.fastForward(CLIENT_TIMEOUT_MS);
}

/** Switches fault injection on for this test's requests only (syntax in demo/README.md). */
export async function injectFaults(page: Page, faults: string): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Shop-Faults': faults });
}

/**
 * Resolves once every shop element on the page has been defined and has committed its first render. A tag
 * that loads on interaction is asked to load the way a shopper's first focus would (a focusin inside it),
 * without moving focus or clicking anything.
 */
export async function elementsReady(page: Page, tag: string): Promise<void> {
  await page.waitForFunction(async (name) => {
    if (!customElements.get(name)) {
      // A focus before the entry listens for one is lost, and nothing would define the tag: ask once it has
      // started (it marks <html> as it does).
      if (!document.documentElement.hasAttribute('data-shop-elements')) return false;
      for (const element of document.querySelectorAll(name)) {
        element.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      }
    }
    await customElements.whenDefined(name);
    const elements = [...document.querySelectorAll(name)] as Array<HTMLElement & { updateComplete: Promise<void> }>;
    await Promise.all(elements.map((element) => element.updateComplete));
    return true;
  }, tag);
}
