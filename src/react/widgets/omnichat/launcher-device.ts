/**
 * The visitor's device for the launcher (first-seen setting, close control and overlay), read
 * through the SMS views' device object so one stub covers both in tests, by the page's own rule.
 */
import type { Device } from '../../../runtime/types';
import type { UiRules } from '../../../runtime/ui-host';
import { device } from '../../sms/device';

export function launcherDevice({ detectDevice }: UiRules): Device {
  return detectDevice(device.userAgent(), device.maxTouchPoints(), typeof window === 'undefined' ? 0 : window.innerWidth);
}
