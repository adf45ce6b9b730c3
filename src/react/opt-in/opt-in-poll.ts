/**
 * The opt-in poll (docs/opt-in.md#opt-in-poll): the pixel's opt-in check after 1 s, then every 3 s until it says
 * yes. A failed check counts as "not yet". Returns a stop function; the poll also stops after yes.
 */
import { OPT_IN_POLL_FIRST_MS, OPT_IN_POLL_INTERVAL_MS } from '../../runtime/constants';

export function startOptInPoll(check: () => Promise<boolean>, onOptedIn: () => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = async () => {
    const yes = await check().catch(() => false);
    if (stopped) return;
    if (yes) {
      stopped = true;
      onOptedIn();
      return;
    }
    timer = setTimeout(ask, OPT_IN_POLL_INTERVAL_MS);
  };
  timer = setTimeout(ask, OPT_IN_POLL_FIRST_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
