/** Which widgets the host whitelist applies to (docs/display-rules.md#host-whitelist); the whitelist itself is host-whitelist.ts. */
import { isKind, OVERLAY } from '../kinds';

export interface HostRestrictedWidget {
  widget_type: string;
  channel: string;
}

/**
 * docs/display-rules.md#host-whitelist: "Overlay widgets of channel sms, or omni with a widget phone, are created only
 * when the current host is in the whitelist". A blank phone counts as no phone.
 */
export function needsHostWhitelist(widget: HostRestrictedWidget, widgetPhone: string | undefined): boolean {
  if (!widget || !isKind(widget.widget_type, OVERLAY)) return false;
  if (widget.channel === 'sms') return true;
  const hasPhone = typeof widgetPhone === 'string' && widgetPhone.trim() !== '';
  return widget.channel === 'omni' && hasPhone;
}
