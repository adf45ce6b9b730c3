// Where the browser is and how to start it quietly on a machine without internet access.
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Test files run in parallel windows; a window behind another must not have its timers throttled to once a second.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

/** The Debian Chromium, or the one named by CHROMIUM_PATH. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error('Chromium was not found. Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.');
  }
  return found;
}
