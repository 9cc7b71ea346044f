// The one place that knows where the browsers are: Debian's packages, or CHROME_PATH for both.
import { existsSync } from 'node:fs';

const FULL_BROWSER = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** The browser the benches and the real-store suite measure with: Debian's Chromium, as a shopper's Chrome. */
export function chromiumPath() {
  return process.env.CHROME_PATH || FULL_BROWSER;
}

/**
 * The browser `npm test` runs in: Debian's headless shell of the same Chromium (package chromium-headless-shell),
 * the same engine without the desktop browser around it, which takes about 40% less CPU per journey; else the
 * full browser.
 */
export function testBrowserPath() {
  return process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
}

/**
 * Flags of every test browser. Sites are isolated in processes of their own as in desktop Chrome (the headless
 * shell shares one by default, and a focused cross-origin iframe then scrolls into view differently).
 */
export const TEST_BROWSER_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--disable-sync',
  '--disable-background-networking',
  '--disable-component-update',
  '--site-per-process',
];

export function hasChromium() {
  return existsSync(chromiumPath());
}
