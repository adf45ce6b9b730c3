import { NETWORK_GET_ERROR, NETWORK_POST_ERROR, REQUEST_TIMEOUT_MS } from './constants';
import type { stringifyJson } from './json';

type HttpMethod = 'GET' | 'POST';

/**
 * How request bodies are written: the loader's stringifyJson (json.ts, safe from a page's `toJSON` on the built-ins),
 * handed to the page stage and given here when it starts (stage/page-stage.ts), so the stage's file holds no second
 * copy; `JSON.stringify` until then, which no request of ours meets (none is made before the stage runs).
 */
let writeJson: typeof stringifyJson = (value) => JSON.stringify(value);

export function provideJsonWriter(write: typeof stringifyJson): void {
  writeJson = write;
}

/** Why a request failed: an answer outside 2xx, no answer in time, the caller aborted, no connection, or a body that is not JSON. */
type NetworkErrorKind = 'status' | 'timeout' | 'aborted' | 'transport' | 'invalid-json';

/**
 * The network error (docs/load-answer.md#network-errors): the message starts with `Newtwork GET error` or
 * `Newtwork POST error` (spelled so) and contains the URL and the status; 0 when there was no answer.
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(
    readonly method: HttpMethod,
    /** The request URL with secret query values (tokens, hmac, signatures) replaced by `***`. */
    readonly url: string,
    readonly status: number,
    readonly kind: NetworkErrorKind,
    detail?: string,
    options?: { cause?: unknown },
  ) {
    super(`${method === 'GET' ? NETWORK_GET_ERROR : NETWORK_POST_ERROR} ${url} ${status}${detail ? ` (${detail})` : ''}`, options);
  }
}

interface RequestOptions {
  /** Appended to the URL; undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs?: number;
  /** Lets an event request outlive the page (`pagehide`), docs/load-answer.md#network-errors. */
  keepalive?: boolean;
  fetchImpl?: typeof fetch;
  signal?: AbortSignal;
}

export function withQuery(url: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  const hashAt = url.indexOf('#');
  const [path, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  return `${path}${path.includes('?') ? '&' : '?'}${search}${hash}`;
}

const SECRET_PARAM = /token|hmac|sign|secret|password/i;

/** Error messages reach the console and the error-reporting service: tokens must not. */
export function redactUrl(url: string): string {
  return url.replace(/([?&])([^=&#]*)=([^&#]*)/g, (match, lead: string, name: string) =>
    SECRET_PARAM.test(decodeName(name)) ? `${lead}${name}=***` : match,
  );
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * One JSON request. Resolves with the parsed answer (undefined for an empty body), rejects with
 * a NetworkError on a non-2xx status, a time-out, an abort, a transport failure or a body that is
 * not JSON. Any non-2xx answer fails; other 2xx codes (a 204 from a logging endpoint) are successes.
 */
export async function request<T>(method: HttpMethod, url: string, options: RequestOptions = {}): Promise<T> {
  const fullUrl = withQuery(url, options.query);
  const shownUrl = redactUrl(fullUrl);
  const fail = (status: number, kind: NetworkErrorKind, detail?: string, cause?: unknown) =>
    new NetworkError(method, shownUrl, status, kind, detail, cause === undefined ? undefined : { cause });

  // Looked up per call: host pages and test tools wrap window.fetch after we load.
  const fetchImpl = options.fetchImpl ?? globalThis.fetch?.bind(globalThis);
  if (!fetchImpl) throw fail(0, 'transport', 'fetch is not available');

  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, keepalive: options.keepalive ?? false };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = writeJson(options.body);
  }

  const controller = new AbortController();
  init.signal = controller.signal;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  // Raced against the fetch too, so a wrapped fetch that ignores the signal still gives up.
  const stopped = new Promise<never>((_, reject) => {
    const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    timer = setTimeout(() => {
      controller.abort();
      reject(fail(0, 'timeout', `timeout after ${timeoutMs} ms`));
    }, timeoutMs);
    onAbort = () => {
      controller.abort();
      reject(fail(0, 'aborted', 'aborted'));
    };
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener('abort', onAbort, { once: true });
  });

  try {
    return await Promise.race([receive<T>(fetchImpl, fullUrl, init, fail), stopped]);
  } finally {
    clearTimeout(timer);
    if (onAbort) options.signal?.removeEventListener('abort', onAbort);
  }
}

type Fail = (status: number, kind: NetworkErrorKind, detail?: string, cause?: unknown) => NetworkError;

async function receive<T>(fetchImpl: typeof fetch, url: string, init: RequestInit, fail: Fail): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    throw fail(0, 'transport', error instanceof Error ? error.message : String(error), error);
  }
  if (!response.ok) throw fail(response.status, 'status');
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw fail(response.status, 'transport', 'body could not be read', error);
  }
  if (!text.trim()) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw fail(response.status, 'invalid-json', 'the answer is not valid JSON', error);
  }
}
