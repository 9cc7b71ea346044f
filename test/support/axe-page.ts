import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's violations inside `selector` on a Playwright page, as "rule: targets" lines (none is a pass). */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async (context) => {
    type Result = { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> };
    const axe = (window as unknown as { axe: { run(context: string): Promise<Result> } }).axe;
    const result = await axe.run(context);
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, selector);
}
