/** What every group of routes is given: settings, storage, secrets, a clock and where files live. */
import type { ServerConfig } from '../config';
import type { InstallLog } from '../jobs/install-log';
import type { Secrets } from '../security/secrets';
import type { Storage } from '../storage/storage';

export interface ServerPaths {
  /** The built widgets (`npm run build`). */
  distDir: string;
  /** The demo site's static pages. */
  demoSiteDir: string;
}

export interface ServerContext {
  config: ServerConfig;
  storage: Storage;
  secrets: Secrets;
  /** Epoch milliseconds; tests pass their own to move time. */
  now: () => number;
  paths: ServerPaths;
  /** The origins of the pages that load each account's widgets, written behind /load. */
  installs: InstallLog;
}
