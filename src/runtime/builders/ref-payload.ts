import { LOG_PREFIX, REF_PAYLOAD_DISALLOWED, REF_PAYLOAD_MAX_LENGTH } from '../constants';

type Warn = (...args: unknown[]) => void;

interface RefPayloadOptions {
  /** The test flag: keep characters outside the ref alphabet. The length limit still applies. */
  skipSanitize?: boolean;
}

// Looked up at call time so a page (or a test) that wraps console.warn later is still honoured.
const consoleWarn: Warn = (...args) => console.warn(...args);

/**
 * A payload for the messenger ref (docs/widgets.md#references, docs/page-api.md#mc `setPayload`): characters outside
 * `a-z A-Z 0-9 + / = - . _` are stripped and the result is cut to 200 characters, each with one
 * console warning. Never throws: owners call `setPayload` with whatever they have.
 */
export function sanitizeRefPayload(value: unknown, warn: Warn = consoleWarn, options: RefPayloadOptions = {}): string {
  const text = toText(value, warn);
  const kept = options.skipSanitize ? text : stripDisallowed(text, warn);
  return truncate(kept, warn);
}

function toText(value: unknown, warn: Warn): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  // null and undefined mean "no payload", a legitimate way to clear it.
  if (value === null || value === undefined) return '';
  warn(`${LOG_PREFIX} ref payload must be a string or a number; got ${describe(value)}, using an empty payload.`);
  return '';
}

function stripDisallowed(text: string, warn: Warn): string {
  const removed = text.match(REF_PAYLOAD_DISALLOWED);
  if (!removed) return text;
  const distinct = [...new Set(removed)].map((ch) => JSON.stringify(ch)).join(', ');
  warn(`${LOG_PREFIX} ref payload characters not allowed (only a-z A-Z 0-9 + / = - . _) were removed: ${distinct}`);
  return text.replace(REF_PAYLOAD_DISALLOWED, '');
}

function truncate(text: string, warn: Warn): string {
  // Code points, so an unsanitised emoji is never cut in half.
  const chars = Array.from(text);
  if (chars.length <= REF_PAYLOAD_MAX_LENGTH) return text;
  warn(`${LOG_PREFIX} ref payload is ${chars.length} characters long; cut to the first ${REF_PAYLOAD_MAX_LENGTH}.`);
  return chars.slice(0, REF_PAYLOAD_MAX_LENGTH).join('');
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return String(value);
  return `a ${typeof value}`;
}
