// The one place that knows where the browser is: CHROME_PATH, else Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';

export function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export function hasChromium() {
  return existsSync(chromiumPath());
}
