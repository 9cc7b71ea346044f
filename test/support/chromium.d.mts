export function chromiumPath(): string;
export function testBrowserPath(): string;
export const TEST_BROWSER_ARGS: string[];
export function hasChromium(): boolean;
