import { REF_PAYLOAD_SEPARATOR } from '../constants';

export interface MessengerRefParts {
  widgetId: number | string;
  /** The pixel session id; without it there is no reference (docs/widgets.md#references). */
  sessionId: string | null | undefined;
  instanceId: number | string;
  /** Already sanitised with `sanitizeRefPayload`; this builder only joins. */
  payload?: string | null;
}

/**
 * Messenger reference (docs/widgets.md#references): widget id, session id and instance id, plus an optional
 * payload after the separator. `_` joins the ids because the payload alphabet may contain `-`,
 * so only `--` marks where the payload starts.
 */
export function buildMessengerRef({ widgetId, sessionId, instanceId, payload }: MessengerRefParts): string {
  if (!sessionId) return '';
  const ref = `${widgetId}_${sessionId}_${instanceId}`;
  return payload ? `${ref}${REF_PAYLOAD_SEPARATOR}${payload}` : ref;
}
