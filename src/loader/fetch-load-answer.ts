/** Fetches the load answer once; any failure becomes "no widgets" plus one warning, never a throw or a retry loop. */
import { parseLoadAnswer, type LoadAnswer, type ParseLogger } from '../runtime/config';
import { LOAD_TIMEOUT_MS } from '../runtime/constants';
import { getJson } from './load-call';
import type { ScriptSettings } from './script-settings';

export async function fetchLoadAnswer(settings: ScriptSettings, log: ParseLogger): Promise<LoadAnswer> {
  let answer: LoadAnswer;
  try {
    const raw = await getJson(`${settings.host}/load?${new URLSearchParams({ account_id: settings.accountId, hash: settings.hash })}`, LOAD_TIMEOUT_MS);
    answer = parseLoadAnswer(raw, log);
  } catch (error) {
    // The load call rejects with an Error only (load-call.ts).
    answer = { ok: false, reason: (error as Error).message };
  }
  if (!answer.ok) log.warn(`[mc] widgets not loaded: ${answer.reason}`);
  return answer;
}
