/** Fetches the load answer once; any failure becomes "no widgets" plus one warning, never a throw or a retry loop. */
import { parseLoadAnswer, type LoadAnswer, type ParseLogger } from '../config';
import { LOAD_TIMEOUT_MS } from '../constants';
import { getJson } from './load-call';
import type { ScriptSettings } from './script-settings';

export async function fetchLoadAnswer(settings: ScriptSettings, log: ParseLogger): Promise<LoadAnswer> {
  let raw: unknown;
  try {
    raw = await getJson(`${settings.host}/load?${new URLSearchParams({ account_id: settings.accountId, hash: settings.hash })}`, LOAD_TIMEOUT_MS);
  } catch (error) {
    // The load call rejects with an Error only (load-call.ts).
    const reason = (error as Error).message;
    log.warn(`[mc] widgets not loaded: ${reason}`);
    return { ok: false, reason };
  }
  const answer = parseLoadAnswer(raw, log);
  if (!answer.ok) log.warn(`[mc] widgets not loaded: ${answer.reason}`);
  return answer;
}
