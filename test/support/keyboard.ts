import type { Locator, Page } from '@playwright/test';

/** Presses Tab (or `key`) until `target` has focus, as a keyboard user would; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 40, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; ; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    if (presses === limit) throw new Error(`${key} never reached ${String(target)}`);
    await page.keyboard.press(key);
  }
}

/** Presses ArrowDown on the focused `select` until it holds `value`, as a keyboard user picks an option. */
export async function arrowDownTo(page: Page, select: Locator, value: string, limit = 10): Promise<void> {
  for (let presses = 0; ; presses++) {
    if ((await select.inputValue()) === value) return;
    if (presses === limit) throw new Error(`ArrowDown never chose ${value} in ${String(select)}`);
    await page.keyboard.press('ArrowDown');
  }
}
