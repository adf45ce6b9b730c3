/**
 * Which server and account every call uses (docs/pixel.md, docs/shopify.md): the load answer's
 * `app.host` and `app.pageId` where it names them, else the snippet's `data-host` and
 * `data-account-id`. The load call itself, made before any answer, uses the snippet's as read
 * (loader/script-settings.ts).
 */
import type { ScriptSettings } from './types';

export interface CallTarget {
  /** Base URL of the calls, without a trailing slash. */
  host: string;
  /** The account's page id; `''` when neither the answer nor the snippet names one. */
  pageId: string;
}

/** A base URL as the calls append their paths to it: `https://api.example.com/` → `https://api.example.com`. */
export const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

export const callTarget = (settings: Pick<ScriptSettings, 'host' | 'accountId'>, app: { host?: string; pageId?: string }): CallTarget => ({
  host: withoutTrailingSlash(app.host || settings.host),
  pageId: (app.pageId || settings.accountId).trim(),
});
