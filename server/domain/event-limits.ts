/**
 * How much of an event is kept. `payload` and `session_data` are measured as they are stored, as
 * JSON text, whether they arrived as an object or as a string, so an object cannot slip past a
 * limit meant for the string.
 */
export const MAX_PAYLOAD_BYTES = 16 * 1024;
export const MAX_SESSION_DATA_BYTES = 20_000;

const LIMITS = [
  ['payload', MAX_PAYLOAD_BYTES],
  ['session_data', MAX_SESSION_DATA_BYTES],
] as const;

/** Bytes of `value` as stored (JSON text, UTF-8); 0 for nothing. */
export function storedSize(value: unknown): number {
  if (value === undefined || value === null) return 0;
  return Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
}

/** The first field over its limit, as a message naming it (`body/0/payload is 20,480 bytes …`), or undefined. */
export function oversizedEventField(events: readonly Record<string, unknown>[]): string | undefined {
  for (const [index, event] of events.entries()) {
    for (const [field, limit] of LIMITS) {
      const size = storedSize(event[field]);
      if (size > limit) return `body/${index}/${field} is ${size} bytes as JSON; the most kept is ${limit}`;
    }
  }
  return undefined;
}
