// The `shopper` fixture every real-store journey walks with. It records, per journey and viewport, what the
// store showed: facts (boxes, counts, computed styles the journey names), the layout shift of each page type
// on load (Layout Instability API, as Lighthouse counts it: shifts without recent input) and the page errors.
// With the plugin on, the journey fails when a fact differs from the plugin-off pass, CLS is higher, or an error
// appears that the plugin-off pass did not have.
//
// CLS is kept in two parts. Shifts while the HTML parser is still building the page (before `domInteractive`)
// come from a frame Chromium painted with the page half parsed (a table without its last cells, a link without
// its count): whether that frame happens depends on where the parser yielded, by chance, with the plugin off and
// on alike, and none of the plugin's code has run yet (its scripts are modules). When that part is higher with
// the plugin on, the page is loaded again (5 loads in all) and the median compared, so a one-in-five paint does
// not decide, while a shift on every load still does. Shifts after parsing, where scripts act, compare strictly.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import { pass, recordsDir, store } from './run-settings.ts';

type Fact = string | number | boolean | null | Fact[] | { [key: string]: Fact };

export interface JourneyRecord {
  bodyPassed: boolean;
  facts: Record<string, Fact>;
  /** CLS of each page type after the HTML was parsed (scripts act then): one load, the highest of the journey's. */
  cls: Record<string, number>;
  /** CLS while the HTML was being parsed: one load, or the median of 5 when it came out higher than the off pass's. */
  parsingCls: Record<string, number>;
  /** What moved on each page type, so a CLS difference names its elements. */
  shifts: Record<string, string[]>;
  errors: string[];
}

/** How long a page must go without a layout shift, once its network is idle, to count as settled. */
const QUIET_MS = 1500;

/** Loads of a page, in all, whose median decides a parse-time CLS that came out higher than the off pass's. */
const PARSING_LOADS = 5;

/** Pixels two boxes may differ by (sub-pixel rounding of fonts loading at slightly different times). */
const PIXEL_TOLERANCE = 2;

/** CLS as Lighthouse shows it, to 0.001. */
const rounded = (cls: number): number => Math.round(cls * 1000) / 1000;

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
  readonly record: JourneyRecord = { bodyPassed: false, facts: {}, cls: {}, parsingCls: {}, shifts: {}, errors: [] };

  /** Requests on their way, and when the last one started or ended (ms since the epoch). */
  private inFlight = 0;
  private lastNetworkActivity = Date.now();

  /** The plugin-off pass's record of this journey, on the plugin-on passes. */
  constructor(
    readonly page: Page,
    private readonly off?: JourneyRecord,
  ) {
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
   * pass and missed on the other by timing alone. A page that painted half parsed where the off pass did not is
   * loaded again, PARSING_LOADS loads in all (the top of this file says why).
   */
  async settled(pageType: string): Promise<void> {
    await this.quiet();
    const first = await this.layoutShift();
    const loads = [first];
    const offParsing = this.off?.parsingCls?.[pageType];
    if (offParsing !== undefined && rounded(first.parsing) > offParsing) {
      while (loads.length < PARSING_LOADS) {
        await this.page.reload({ waitUntil: 'load' });
        await this.quiet();
        loads.push(await this.layoutShift());
      }
    }
    const median = [...loads].sort((a, b) => a.parsing - b.parsing)[Math.floor(loads.length / 2)];
    const after = rounded(first.after);
    const parsing = rounded(median.parsing);
    // A page type visited twice in a journey keeps its higher figures.
    if (after <= (this.record.cls[pageType] ?? -1) && parsing <= (this.record.parsingCls[pageType] ?? -1)) return;
    this.record.cls[pageType] = Math.max(after, this.record.cls[pageType] ?? 0);
    this.record.parsingCls[pageType] = Math.max(parsing, this.record.parsingCls[pageType] ?? 0);
    const reloads =
      loads.length > 1 ? [`CLS while parsing, ${loads.length} loads: ${loads.map((load) => load.parsing.toFixed(4)).join(', ')}`] : [];
    this.record.shifts[pageType] = [...reloads, ...(loads.length > 1 ? median : first).shifts];
  }

  /** Network idle, then QUIET_MS without a layout shift. */
  private async quiet(): Promise<void> {
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
  }

  /** The page's shifts so far, split at `domInteractive`: while the parser built the page, and after. */
  private layoutShift(): Promise<{ parsing: number; after: number; shifts: string[] }> {
    return this.page.evaluate(() => {
      const { realStoreShifts } = window as unknown as { realStoreShifts: { value: number; startTime: number; text: string }[] };
      const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
      const sum = (shifts: typeof realStoreShifts) => shifts.reduce((total, shift) => total + shift.value, 0);
      return {
        parsing: sum(realStoreShifts.filter((shift) => shift.startTime < parsed)),
        after: sum(realStoreShifts.filter((shift) => shift.startTime >= parsed)),
        shifts: realStoreShifts.map(({ text, startTime }) => `${text}${startTime < parsed ? ' (parsing)' : ''}`),
      };
    });
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
    const moved = on.shifts[pageType]?.join('; ') ?? '';
    const before = off.cls[pageType];
    if (before !== undefined && cls > before) found.push(`CLS on ${pageType} after parsing: ${cls} (off: ${before}); what moved: ${moved}`);
    const parsing = on.parsingCls[pageType];
    const parsingBefore = off.parsingCls?.[pageType];
    if (parsingBefore !== undefined && parsing > parsingBefore) {
      found.push(`CLS on ${pageType} while parsing: ${parsing} (off: ${parsingBefore}); what moved: ${moved}`);
    }
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
      const state = window as unknown as {
        realStoreLastShift: number;
        realStoreShifts: { value: number; startTime: number; text: string }[];
      };
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
          state.realStoreLastShift = entry.startTime;
          const sources = entry.sources.map(describe).join(', ');
          const text = `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${sources}`;
          state.realStoreShifts.push({ value: entry.value, startTime: entry.startTime, text });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const offFile = recordFile(testInfo, 'off');
    const off = pass.mode !== 'off' && existsSync(offFile) ? (JSON.parse(readFileSync(offFile, 'utf8')) as JourneyRecord) : undefined;
    const shopper = new Shopper(page, off);
    await use(shopper);
    if (testInfo.status === testInfo.expectedStatus) await shopper.networkQuiet();
    shopper.record.bodyPassed = testInfo.status === testInfo.expectedStatus;
    const file = recordFile(testInfo, pass.mode);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, JSON.stringify(shopper.record, null, 2));
    if (!off) return;
    expect(regressions(off, shopper.record), 'what differs from the plugin-off pass').toEqual([]);
  },
});

export { expect };
