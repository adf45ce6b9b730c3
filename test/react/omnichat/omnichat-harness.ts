/** Mounts a launcher the way the runtime would and reads its parts. */
import type sinon from 'sinon';
import { lastSeenKey } from '../../../src/react/widgets/omnichat/last-seen';
import { STORAGE_KEYS } from '../../../src/runtime/constants';
import { makeWidget } from '../../support/factories';
import { mountWidget, type Mounted, type MountOptions } from '../../support/mount-widget';
import { settle } from '../../support/settle';

export const ALL_CHANNELS = {
  enable_facebook: true,
  enable_whatsapp: true,
  whatsapp_id: '+1 555-0100',
  whatsapp_prefill: 'Hi there',
  enable_sms: true,
  enable_email: true,
  email_to: 'help@example.com',
};

export const SMS_APP = { widget_phone: '+15550100', sms_channel_connected: true };

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

export interface LauncherData {
  channels?: Record<string, unknown>;
  main?: Record<string, unknown>;
  setup?: Record<string, unknown>;
  appearance?: Record<string, unknown>;
  sms_keyword?: string;
}

const mounted: Mounted[] = [];

export function mountLauncher(data: LauncherData = {}, options: MountOptions = {}): Mounted {
  const { sms_keyword = 'JOIN', channels = ALL_CHANNELS, main = {}, setup = {}, appearance = {} } = data;
  const widget = makeWidget({ widget_type: 'omnichat', channel: 'omni', sms_keyword, data: { main, setup, appearance, channels } });
  const result = mountWidget(widget, { open: true, ...options, app: { ...SMS_APP, ...options.app } });
  mounted.push(result);
  return result;
}

export function unmountAll(): void {
  for (const m of mounted.splice(0)) m.unmount();
}

export function clearLauncherStorage(): void {
  localStorage.removeItem(lastSeenKey(42));
  localStorage.removeItem(STORAGE_KEYS.smsKeywordRef);
}

export function part<T extends HTMLElement = HTMLElement>(m: Mounted, name: string): T | null {
  return m.root.querySelector<T>(`[part~="${name}"]`);
}

export function channelButton<T extends HTMLElement = HTMLElement>(m: Mounted, type: string): T | null {
  return m.root.querySelector<T>(`[part~="channel"][data-channel="${type}"]`);
}

/**
 * Lets fake time run in small steps until the popover shows (at most `limit` ms): its timer is set
 * by an effect that a busy machine may run after a single large tick had already passed it.
 */
export async function untilPopover(m: Mounted, clock: sinon.SinonFakeTimers, limit = 3000): Promise<void> {
  for (let elapsed = 0; elapsed <= limit && !m.root.querySelector('[part~="popover-close"]'); elapsed += 100) {
    await clock.tickAsync(100);
    await settle(clock);
  }
}

/** The widget events logged so far, as [name, payload]. */
export function events(m: Mounted): Array<[string, Record<string, unknown>]> {
  return m.host.pixel.logWidgetEvent.getCalls().map((call) => [String(call.args[0]), call.args[1] as Record<string, unknown>]);
}

/** Keeps a link click from navigating the test page while its handlers still run. */
export function holdNavigation(link: HTMLElement): void {
  link.addEventListener('click', (event) => event.preventDefault());
}
