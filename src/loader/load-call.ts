/**
 * The load call (CONTRACT §2) with no more than it needs: the full request helper (network.ts)
 * serves the calls made once a widget is due, from the page stage. Same contract: a non-2xx answer,
 * no answer in time, no connection or a body that is not JSON rejects with `Newtwork GET error`,
 * the URL and the status (0 when there was no answer).
 */
import { parseLoadAnswer, type LoadAnswer, type ParseLogger } from '../runtime/config';
import { LOAD_TIMEOUT_MS, NETWORK_GET_ERROR } from '../runtime/constants';
import type { ScriptSettings } from '../runtime/types';

export function getJson(url: string, timeoutMs: number): Promise<unknown> {
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
      text = response.ok ? await response.text() : undefined;
    } catch (error) {
      throw fail(status, error instanceof Error ? error.message : String(error));
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

/** Fetches the load answer once; any failure becomes "no widgets" plus one warning, never a throw or a retry loop. */
export async function fetchLoadAnswer(settings: ScriptSettings, log: ParseLogger): Promise<LoadAnswer> {
  let answer: LoadAnswer;
  try {
    const raw = await getJson(`${settings.host}/load?${new URLSearchParams({ account_id: settings.accountId, hash: settings.hash })}`, LOAD_TIMEOUT_MS);
    answer = parseLoadAnswer(raw, log);
  } catch (error) {
    // getJson rejects with an Error only.
    answer = { ok: false, reason: (error as Error).message };
  }
  if (!answer.ok) log.warn(`[mc] widgets not loaded: ${answer.reason}`);
  return answer;
}
