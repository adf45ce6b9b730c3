/**
 * Where each channel button leads (docs/elements.md#mc-omnichat). Messenger and WhatsApp open in a new tab; an
 * e-mail link hands over to the mail app and leaves the page alone. SMS has no link: its button
 * starts the SMS opt-in flow. Every address passes the URL allow-list; a channel whose address
 * cannot be built or is refused is left out.
 */
import { messengerPageId } from '../../../runtime/config';
import { LAUNCHER_MESSENGER_REF_PREFIX } from '../../../runtime/constants';
import { buildMessengerLink } from '../../../runtime/builders/messenger-link';
import { buildWhatsAppLink } from '../../../runtime/builders/whatsapp-link';
import type { ViewData } from '../../../runtime/config';
import { safeUrl } from '../../../runtime/url-safety';
import type { ChannelApp, ChannelType } from './channels';

type ChannelTarget = { kind: 'link'; href: string; newTab: boolean } | { kind: 'sms' };

export interface ChannelEntry {
  type: ChannelType;
  target: ChannelTarget;
}

type LinkSettings = Pick<ViewData['channels'], 'whatsapp_id' | 'whatsapp_prefill' | 'email_to'>;

function link(href: string | null, newTab: boolean): ChannelTarget | null {
  const safe = safeUrl(href);
  return safe ? { kind: 'link', href: safe, newTab } : null;
}

export function channelTarget(
  type: ChannelType,
  widgetId: number,
  channels: LinkSettings,
  app: Pick<ChannelApp, 'pageId' | 'fbPageId'>,
): ChannelTarget | null {
  switch (type) {
    case 'messenger':
      return link(buildMessengerLink(messengerPageId(app), `${LAUNCHER_MESSENGER_REF_PREFIX}${widgetId}`), true);
    case 'whatsapp':
      return link(buildWhatsAppLink(channels.whatsapp_id, channels.whatsapp_prefill), true);
    case 'email': {
      const address = channels.email_to.trim();
      return address ? link(`mailto:${address}`, false) : null;
    }
    case 'sms':
      return { kind: 'sms' };
  }
}

export function channelEntries(
  types: readonly ChannelType[],
  widgetId: number,
  channels: LinkSettings,
  app: Pick<ChannelApp, 'pageId' | 'fbPageId'>,
): ChannelEntry[] {
  const entries: ChannelEntry[] = [];
  for (const type of types) {
    const target = channelTarget(type, widgetId, channels, app);
    if (target) entries.push({ type, target });
  }
  return entries;
}
