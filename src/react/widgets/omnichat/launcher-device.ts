/**
 * The visitor's device for the launcher (first-seen setting, close control and overlay), read
 * through the SMS views' device object so one stub covers both in tests.
 */
import { detectDevice } from '../../../runtime/rules/device-rule';
import type { Device } from '../../../runtime/types';
import { device } from '../../sms/device';

export function launcherDevice(): Device {
  return detectDevice(device.userAgent(), device.maxTouchPoints(), typeof window === 'undefined' ? 0 : window.innerWidth);
}
