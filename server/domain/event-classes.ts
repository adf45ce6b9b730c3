/**
 * How a stored event is read for the dashboard. The contract's analytics event carries no widget
 * id of its own, so only events whose payload names a widget can be counted for one.
 */
import { ANALYTICS_EVENT } from '../../src/runtime/constants';

function field(payload: unknown, name: string): unknown {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>)[name] : undefined;
}

/** The widget an event is about: `payload.widget_id` as a positive integer (or a string of digits). */
export function widgetIdOf(payload: unknown): number | null {
  const raw = field(payload, 'widget_id');
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * An opt-in: an event named `optin`, or the analytics event with `type: "optin"` and
 * `status: "positive"` (spec 1 §7).
 */
export function isOptinEvent(event: string, payload: unknown): boolean {
  if (event === 'optin') return true;
  return event === ANALYTICS_EVENT && field(payload, 'type') === 'optin' && field(payload, 'status') === 'positive';
}
