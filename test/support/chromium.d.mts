export function chromiumPath(): string;
export function hasChromium(): boolean;
