// The `shopper` fixture every real-store journey walks with. It records, per journey and viewport, what the
// store showed: facts (boxes, counts, computed styles the journey names), the layout shift of each page type
// on load (Layout Instability API, as Lighthouse counts it: shifts without recent input) and the page errors.
// With the plugin on, the journey fails when a fact differs from the plugin-off pass, CLS is higher, or an error
// appears that the plugin-off pass did not have.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import { pass, recordsDir, store } from './run-settings.ts';

type Fact = string | number | boolean | null | Fact[] | { [key: string]: Fact };

export interface JourneyRecord {
  bodyPassed: boolean;
  facts: Record<string, Fact>;
  cls: Record<string, number>;
  /** What moved on each page type, so a CLS difference names its elements. */
  shifts: Record<string, string[]>;
  errors: string[];
}

/** How long a page must go without a layout shift, once its network is idle, to count as settled. */
const QUIET_MS = 1500;

/** Pixels two boxes may differ by (sub-pixel rounding of fonts loading at slightly different times). */
const PIXEL_TOLERANCE = 2;

function recordFile(testInfo: TestInfo, mode: string): string {
  const journey = testInfo.title.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  return join(recordsDir, mode, testInfo.project.name, `${journey}.json`);
}

/** Error text without what changes from load to load: cache-busting queries, line and column numbers. */
function normalizeError(text: string): string {
  return text
    .replace(/\?[^\s)'"]*/g, '')
    .replace(/:\d+:\d+/g, '')
    .trim();
}

export class Shopper {
  readonly record: JourneyRecord = { bodyPassed: false, facts: {}, cls: {}, shifts: {}, errors: [] };

  /** Requests on their way, and when the last one started or ended (ms since the epoch). */
  private inFlight = 0;
  private lastNetworkActivity = Date.now();

  constructor(readonly page: Page) {
    page.on('request', () => this.networkActivity(+1));
    page.on('requestfinished', () => this.networkActivity(-1));
    page.on('requestfailed', () => this.networkActivity(-1));
    page.on('pageerror', (error) => this.record.errors.push(normalizeError(`pageerror: ${error.message}`)));
    page.on('console', (message) => {
      if (message.type() === 'error') this.record.errors.push(normalizeError(`console: ${message.text()}`));
    });
  }

  /** Opens a page of the store and waits until it has settled; records its layout shift under `pageType`. */
  async visit(path: string, pageType: string): Promise<void> {
    await this.page.goto(`${store.url}${path}`, { waitUntil: 'load' });
    await this.settled(pageType);
  }

  /**
   * Network idle, then a quiet spell without layout shifts: a script that renders late (YITH's React button about
   * 2 s in) has moved what it moves, on either pass, before the sum is read, so a shift is never counted on one
   * pass and missed on the other by timing alone.
   */
  async settled(pageType: string): Promise<void> {
    await this.page.waitForLoadState('networkidle');
    const idleAt = await this.page.evaluate(() => performance.now());
    await this.page.waitForFunction(
      ({ since, quietMs }) => {
        const { realStoreLastShift } = window as unknown as { realStoreLastShift: number };
        return performance.now() - Math.max(since, realStoreLastShift) >= quietMs;
      },
      { since: idleAt, quietMs: QUIET_MS },
      { polling: 100 },
    );
    const { cls, shifts } = await this.page.evaluate(() => {
      const state = window as unknown as { realStoreCls: number; realStoreShifts: string[] };
      return { cls: state.realStoreCls, shifts: state.realStoreShifts };
    });
    const rounded = Math.round(cls * 1000) / 1000;
    if (rounded < (this.record.cls[pageType] ?? 0)) return;
    this.record.cls[pageType] = rounded;
    this.record.shifts[pageType] = shifts;
  }

  private networkActivity(change: number): void {
    this.inFlight = Math.max(0, this.inFlight + change);
    this.lastNetworkActivity = Date.now();
  }

  /**
   * Waits until no request has been on its way for QUIET_MS: what the journey's last step set off (YITH's own
   * refetch after a removal, which answers 400 on the wishlist page with the plugin off and on) has answered and
   * logged its errors on both passes, not on one pass or the other by timing alone.
   */
  async networkQuiet(): Promise<void> {
    await expect
      .poll(() => this.inFlight === 0 && Date.now() - this.lastNetworkActivity >= QUIET_MS, {
        message: 'the network goes quiet',
        intervals: [100],
      })
      .toBe(true);
  }

  /** A fact that must read the same with the plugin off and on. */
  fact(name: string, value: Fact): void {
    this.record.facts[name] = value;
  }
}

function differences(name: string, off: Fact | undefined, on: Fact | undefined): string[] {
  if (off === undefined || on === undefined) return [];
  if (typeof off === 'number' && typeof on === 'number') {
    return Math.abs(off - on) <= PIXEL_TOLERANCE ? [] : [`${name}: ${on} (off: ${off})`];
  }
  if (Array.isArray(off) && Array.isArray(on)) {
    if (off.length !== on.length) return [`${name}: ${on.length} entries (off: ${off.length})`];
    return off.flatMap((value, i) => differences(`${name}[${i}]`, value, on[i]));
  }
  if (off && on && typeof off === 'object' && typeof on === 'object' && !Array.isArray(off) && !Array.isArray(on)) {
    return Object.keys(off).flatMap((key) => differences(`${name}.${key}`, off[key], on[key]));
  }
  return off === on ? [] : [`${name}: ${JSON.stringify(on)} (off: ${JSON.stringify(off)})`];
}

/** What the plugin-on pass broke compared with the plugin-off pass of the same journey, state and viewport. */
export function regressions(off: JourneyRecord, on: JourneyRecord): string[] {
  const found = Object.keys(on.facts).flatMap((name) => differences(name, off.facts[name], on.facts[name]));
  for (const [pageType, cls] of Object.entries(on.cls)) {
    const before = off.cls[pageType];
    if (before === undefined || cls <= before) continue;
    const moved = on.shifts[pageType]?.join('; ') ?? '';
    found.push(`CLS on ${pageType}: ${cls} (off: ${before}); what moved: ${moved}`);
  }
  const knownErrors = new Set(off.errors);
  for (const error of new Set(on.errors)) if (!knownErrors.has(error)) found.push(`new page error: ${error}`);
  return found;
}

export const test = base.extend<{ shopper: Shopper }>({
  shopper: async ({ page }, use, testInfo) => {
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: LayoutShiftSource[] };
      type LayoutShiftSource = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const state = window as unknown as { realStoreCls: number; realStoreLastShift: number; realStoreShifts: string[] };
      state.realStoreCls = 0;
      state.realStoreLastShift = 0;
      state.realStoreShifts = [];
      const box = (rect: DOMRectReadOnly) =>
        `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
      const describe = ({ node, previousRect, currentRect }: LayoutShiftSource) => {
        const element = node instanceof Element ? node : node?.parentElement;
        const name = element
          ? `${element.localName}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''}`
          : 'gone';
        return `${name} ${box(previousRect)} → ${box(currentRect)}`;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          state.realStoreCls += entry.value;
          state.realStoreLastShift = entry.startTime;
          const sources = entry.sources.map(describe).join(', ');
          state.realStoreShifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${sources}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shopper = new Shopper(page);
    await use(shopper);
    if (testInfo.status === testInfo.expectedStatus) await shopper.networkQuiet();
    shopper.record.bodyPassed = testInfo.status === testInfo.expectedStatus;
    const file = recordFile(testInfo, pass.mode);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, JSON.stringify(shopper.record, null, 2));
    const offFile = recordFile(testInfo, 'off');
    if (pass.mode === 'off' || !existsSync(offFile)) return;
    const off = JSON.parse(readFileSync(offFile, 'utf8')) as JourneyRecord;
    expect(regressions(off, shopper.record), 'what differs from the plugin-off pass').toEqual([]);
  },
});

export { expect };
