/** The embed snippet's attributes (docs/page-api.md#the-script-tag), read once from the script element. */
import { withoutTrailingSlash } from '../runtime/call-target';
import type { ScriptSettings } from '../runtime/types';

export type { ScriptSettings };

/** What is read of a script element; a plain object in tests. */
export interface ScriptLike {
  src: string;
  nonce?: string;
  getAttribute(name: string): string | null;
}

/**
 * The install names pages carry: `/1234567.js` → account `1234567`, `/1234567_ab12cd.js` → account
 * `1234567` and hash `ab12cd`. They stand in for a missing data-account-id and data-hash.
 */
export function fromFileName(src: string): { accountId: string; hash: string } {
  const [, accountId = '', hash = ''] = /\/(\d+)(?:_(\w+))?\.js$/.exec(new URL(src).pathname) ?? [];
  return { accountId, hash };
}

export function readScriptSettings(script: ScriptLike, pageUrl: string): ScriptSettings {
  const scriptUrl = new URL(script.src || pageUrl, pageUrl).href;
  const attribute = (name: string) => script.getAttribute(name)?.trim() ?? '';
  const host = attribute('data-host');
  const named = fromFileName(scriptUrl);
  return {
    scriptUrl,
    accountId: attribute('data-account-id') || named.accountId,
    host: withoutTrailingSlash(host ? new URL(host, pageUrl).href : new URL(scriptUrl).origin),
    hash: attribute('data-hash') || named.hash,
    nonce: attribute('data-nonce') || script.nonce || '',
    fbSdkUrl: attribute('data-fb-sdk-url'),
    locale: attribute('data-locale'),
    debug: attribute('data-debug') === '1' || attribute('data-debug') === 'true',
  };
}

/** The running script: `document.currentScript` while it executes, else the snippet found by its file name. */
export function findOwnScript(doc: Document): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  const candidates = doc.querySelectorAll<HTMLScriptElement>('script[src][data-account-id], script[src*="mc-widgets"]');
  return candidates[candidates.length - 1] ?? null;
}
