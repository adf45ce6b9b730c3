/**
 * The load call (docs/load-answer.md#the-call) with no more than it needs: the full request helper (network.ts)
 * serves the calls made once a widget is due, from the page stage. Same failures: a non-2xx answer,
 * no answer in time, no connection or a body that is not JSON rejects with `Newtwork GET error`,
 * the URL and the status (0 when there was no answer).
 */
import { parseLoadAnswer, type LoadAnswer, type ParseLogger } from '../runtime/config/parse-load-answer';
import { LOAD_TIMEOUT_MS, NETWORK_GET_ERROR } from '../runtime/constants';
import type { SafeStorage } from '../runtime/storage';
import type { ScriptSettings } from '../runtime/types';
import { keepAnswer, keepSeconds, readKeptAnswer } from './kept-answer';

/** `onResponse` sees the response (any status) before its body is read. */
export function getJson(url: string, timeoutMs: number, onResponse?: (response: Response) => void): Promise<unknown> {
  const controller = new AbortController();
  const fail = (status: number, detail?: string) => new Error(`${NETWORK_GET_ERROR} ${url} ${status}${detail ? ` (${detail})` : ''}`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const receive = async (): Promise<unknown> => {
    let status = 0;
    let text: string | undefined;
    try {
      // Looked up per call: host pages and test tools wrap window.fetch after we load (or remove it).
      const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: controller.signal });
      status = response.status;
      onResponse?.(response);
      text = response.ok ? await response.text() : undefined;
    } catch (error) {
      throw fail(status, String((error as Error)?.message ?? error));
    }
    if (text === undefined) throw fail(status);
    try {
      return text.trim() ? JSON.parse(text) : undefined;
    } catch {
      throw fail(status, 'the answer is not valid JSON');
    }
  };
  return Promise.race([
    receive(),
    // Raced against the fetch too, so a wrapped fetch that ignores the signal still gives up.
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(fail(0, `timeout after ${timeoutMs} ms`));
      }, timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Fetches the load answer once; any failure becomes "no widgets" plus one warning, never a throw or
 * a retry loop. A returning visitor's page decides with the answer kept from the last page view
 * while this call runs (kept-answer.ts); debugging owners always wait for the server's.
 */
export async function fetchLoadAnswer(settings: ScriptSettings, log: ParseLogger, storage: SafeStorage): Promise<LoadAnswer> {
  const { accountId } = settings;
  // Seconds the server lets the answer be kept; -1 while no answer came.
  let seconds = -1;
  const fresh = getJson(
    `${settings.host}/load?${new URLSearchParams({ account_id: accountId, hash: settings.hash })}`,
    LOAD_TIMEOUT_MS,
    (response) => {
      seconds = response.ok ? keepSeconds(response.headers.get('cache-control')) : 0;
    },
  );
  // A refusal removes the kept answer; no answer at all (offline, a timeout) leaves it.
  fresh.then(
    (raw) => keepAnswer(storage, accountId, raw, seconds),
    () => seconds || keepAnswer(storage, accountId, 0, 0),
  );
  const kept = settings.debug ? undefined : readKeptAnswer(storage, accountId);
  let answer = kept ? parseLoadAnswer(kept, log) : undefined;
  if (!answer?.ok) {
    try {
      answer = parseLoadAnswer(await fresh, log);
    } catch (error) {
      // getJson rejects with an Error only.
      answer = { ok: false, reason: (error as Error).message };
    }
  }
  if (!answer.ok) log.warn(`[mc] widgets not loaded: ${answer.reason}`);
  return answer;
}
