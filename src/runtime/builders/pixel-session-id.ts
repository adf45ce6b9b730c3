import { hashString } from './hash';

export interface PixelSessionIdParts {
  pageId: number | string;
  now: number;
  random: () => number;
  guid: string;
}

/**
 * Pixel session id (docs/widgets.md#references): a hash of page id, timestamp, random numbers and a guid. Two seeds
 * give 106 bits, so ids stay unique across every visitor of a page, not just within one browser.
 */
export function buildPixelSessionId({ pageId, now, random, guid }: PixelSessionIdParts): string {
  const input = [pageId, now, random(), random(), guid].join('|');
  return hashString(input, 1) + hashString(input, 2);
}

type RandomBytes = (length: number) => Uint8Array;

/** `crypto.getRandomValues` works on plain-http pages too, unlike `crypto.randomUUID`. */
function cryptoRandomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  try {
    return globalThis.crypto.getRandomValues(bytes);
  } catch {
    // Only very old or locked-down embeds lack it; a weaker guid beats throwing into the page.
    return bytes.map(() => Math.random() * 256);
  }
}

/** An RFC 4122 version 4 guid, e.g. `3b241101-e2bb-4255-8caf-4136c566a962`. */
export function createGuid(randomBytes: RandomBytes = cryptoRandomBytes): string {
  const bytes = randomBytes(16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // variant 10xx
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.replace(/(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}
