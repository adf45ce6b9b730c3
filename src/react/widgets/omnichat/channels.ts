/**
 * Which channels a launcher offers (docs/elements.md#mc-omnichat): each needs its own flag plus what
 * makes it work. Facebook a page id; WhatsApp an id; SMS a connected SMS channel and a widget
 * phone; e-mail an address. Listed in the launcher's icon order (docs/elements.md#mc-omnichat).
 */
import { LAUNCHER_ICON_ORDER } from '../../../runtime/constants';
import type { ViewData } from '../../../runtime/config';

export type ChannelType = (typeof LAUNCHER_ICON_ORDER)[number];

export type ChannelSettings = Pick<
  ViewData['channels'],
  'enable_facebook' | 'enable_whatsapp' | 'whatsapp_id' | 'enable_sms' | 'enable_email' | 'email_to'
>;

/** The app settings the rule reads (docs/load-answer.md#app-settings). */
export interface ChannelApp {
  pageId: string;
  fbPageId: string;
  smsChannelConnected: boolean;
  widgetPhone: string;
}

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

const USABLE: Readonly<Record<ChannelType, (channels: ChannelSettings, app: ChannelApp) => boolean>> = {
  messenger: (channels, app) => channels.enable_facebook === true && (filled(app.fbPageId) || filled(app.pageId)),
  sms: (channels, app) => channels.enable_sms === true && app.smsChannelConnected === true && filled(app.widgetPhone),
  email: (channels) => channels.enable_email === true && filled(channels.email_to),
  whatsapp: (channels) => channels.enable_whatsapp === true && filled(channels.whatsapp_id),
};

export function isChannelUsable(type: ChannelType, channels: ChannelSettings, app: ChannelApp): boolean {
  return USABLE[type](channels, app);
}

/** The usable channels, in icon order. */
export function usableChannels(channels: ChannelSettings, app: ChannelApp): ChannelType[] {
  return LAUNCHER_ICON_ORDER.filter((type) => isChannelUsable(type, channels, app));
}
