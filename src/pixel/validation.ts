/**
 * The pixel's input checks (docs/pixel.md#windowmc_pixel), in the documented order. Each returns the message the public
 * call rejects with, or undefined when the input is good.
 */
import { toNumber } from '../runtime/config/readers';
import {
  PIXEL_APP_ID_REQUIRED,
  PIXEL_EVENT_REQUIRED,
  PIXEL_PAGE_ID_REQUIRED,
  PIXEL_TOKEN_EXPIRED,
  PIXEL_TOKEN_REQUIRED,
  PIXEL_WEIGHT_REQUIRED,
} from '../runtime/constants';
import { isTokenExpired, type PixelToken } from './token';

/** A finite number, or a string that reads as one ("19.99"): the load answer's reader, shared. */
export { toNumber };

const isEventName = (event: unknown): event is string => typeof event === 'string' && event.trim() !== '';

/** App ids are positive numbers (2 and 10, docs/pixel.md#event-bodies); "2" from a page script is accepted. */
export function toAppId(appId: unknown): number | undefined {
  const value = toNumber(appId);
  return value !== undefined && value > 0 ? value : undefined;
}

export function conversionError(token: PixelToken | undefined, event: unknown, now: number): string | undefined {
  if (!token) return PIXEL_TOKEN_REQUIRED;
  if (isTokenExpired(token, now)) return PIXEL_TOKEN_EXPIRED;
  if (!isEventName(event)) return PIXEL_EVENT_REQUIRED;
  return undefined;
}

export function moneyError(token: PixelToken | undefined, event: unknown, weight: unknown, now: number): string | undefined {
  return conversionError(token, event, now) ?? (toNumber(weight) === undefined ? PIXEL_WEIGHT_REQUIRED : undefined);
}

export function genericEventError(appId: unknown, event: unknown): string | undefined {
  if (toAppId(appId) === undefined) return PIXEL_APP_ID_REQUIRED;
  if (!isEventName(event)) return PIXEL_EVENT_REQUIRED;
  return undefined;
}

export const pageIdError = (pageId: string): string | undefined => (pageId ? undefined : PIXEL_PAGE_ID_REQUIRED);
