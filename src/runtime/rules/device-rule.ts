import type { Device } from '../types';
import { MOBILE_VIEWPORT_MAX_PX } from '../constants';

/**
 * docs/display-rules.md#device-rule: hideOnMobile true hides on mobile; value desktop hides on desktop;
 * value mobile hides when not on mobile; other values allow. The value comes as the schema read
 * it (config/readers.ts boolOrDevice): `1` and `"true"` are `true` by then, `"Mobile"` is `mobile`.
 */
export function isDeviceAllowed(hideOnMobile: unknown, device: Device): boolean {
  if (hideOnMobile === true) return device !== 'mobile';
  if (hideOnMobile === 'desktop') return device !== 'desktop';
  if (hideOnMobile === 'mobile') return device === 'mobile';
  return true;
}

const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;
/** iPadOS 13+ asks for desktop pages with a Mac user agent; only its touch screen gives it away. */
const DESKTOP_SAFARI_USER_AGENT = /Macintosh/i;

/**
 * Mobile when the user agent says so, or for an iPad posing as a Mac (touch points > 1).
 * The viewport is only a fallback when the user agent is empty (stripped by privacy tools):
 * a touch screen no wider than MOBILE_VIEWPORT_MAX_PX is then taken for a phone.
 */
export function detectDevice(userAgent: string, maxTouchPoints: number, viewportWidth: number): Device {
  const agent = typeof userAgent === 'string' ? userAgent : '';
  if (MOBILE_USER_AGENT.test(agent)) return 'mobile';
  if (DESKTOP_SAFARI_USER_AGENT.test(agent) && maxTouchPoints > 1) return 'mobile';
  const unknownAgent = agent.trim() === '';
  const smallTouchScreen = maxTouchPoints > 0 && viewportWidth > 0 && viewportWidth <= MOBILE_VIEWPORT_MAX_PX;
  return unknownAgent && smallTouchScreen ? 'mobile' : 'desktop';
}
