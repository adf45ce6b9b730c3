/** The bench's browser (bench/devtools.mjs) as bench/browser.mjs hands it out: what its measures use. */
export interface BenchRequest {
  url(): string;
  resourceType(): string;
}
export interface BenchResponse {
  url(): string;
  status(): number;
  request(): BenchRequest;
  body(): Promise<Buffer>;
}
export interface BenchPage {
  evaluate<T, A = undefined>(fn: ((arg: A) => T | Promise<T>) | string, arg?: A): Promise<T>;
  goto(url: string, options?: { waitUntil?: 'load' | 'commit' }): Promise<void>;
  addInitScript(script: (() => void) | { content: string }): Promise<void>;
  waitForTimeout(ms: number): Promise<void>;
  url(): string;
  on(event: 'request' | 'requestfailed', listener: (request: BenchRequest) => void): this;
  on(event: 'response', listener: (response: BenchResponse) => void): this;
}
export interface BenchSession {
  send(method: string, params?: object): Promise<unknown>;
  on(event: string, listener: (params: unknown) => void): this;
  off(event: string, listener: (params: unknown) => void): this;
}
export interface BenchBrowser {
  version(): string;
  methodsSent(): string[];
  close(): Promise<void>;
}
export interface BenchTab {
  page: BenchPage;
  cdp: BenchSession;
  errors(): Promise<string[]>;
  settled(): Promise<unknown>;
  close(): Promise<void>;
}
export declare const DESKTOP_USER_AGENT: string;
export declare function launchBrowser(): Promise<BenchBrowser>;
export declare function openPage(
  browser: BenchBrowser,
  url: string,
  options?: {
    setup?: (page: BenchPage, cdp: BenchSession) => Promise<unknown> | unknown;
    onResponse?: (response: BenchResponse) => Promise<void> | void;
    waitUntil?: 'load' | 'commit';
  },
): Promise<BenchTab>;
export declare function waitForOpened(
  page: BenchPage,
  count: number,
  timeoutMs?: number,
): Promise<{ loadEnd: number | null; opened: { tag: string; widgetId: string | null; at: number }[] }>;
