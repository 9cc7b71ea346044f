// The two viewports every journey is walked at: a desktop and a phone (touch, mobile layout).
import type { TestInfo } from '@playwright/test';

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

export function onPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone';
}
