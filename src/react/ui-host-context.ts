/**
 * The loader's UiHost, set once when the UI chunk is mounted. A module value rather than a React
 * context, because every element is its own React root and a context cannot span them.
 */
import type { UiHost } from '../runtime/ui-host';

let current: UiHost | undefined;

export function setUiHost(host: UiHost): void {
  current = host;
}

export function getUiHost(): UiHost {
  if (!current) throw new Error('[mc] the UI was used before the runtime mounted it');
  return current;
}
