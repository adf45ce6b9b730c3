import { LOG_PREFIX } from '../runtime/constants';

/** Console lines of the store integration. Messages never carry a cart token or hmac. */
export const shopLog = {
  warn: (message: string) => console.warn(`${LOG_PREFIX} ${message}`),
  error: (message: string) => console.error(`${LOG_PREFIX} ${message}`),
  /** Only with `data-debug`. */
  info: (debug: boolean, message: string) => debug && console.info(`${LOG_PREFIX} ${message}`),
};

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
