/**
 * Which widgets render the platform's plugin, so the SDK is worth asking for as they become due:
 * the cards and the checkbox on the `fb` channel. An EU page shows their fallback without it.
 */
import type { AppConfig, WidgetConfig } from '../config';
import { isKind, PLUGIN } from '../kinds';

export function needsFbSdk(widget: Pick<WidgetConfig, 'channel' | 'widgetType'>, app: Pick<AppConfig, 'isEuAffected'>): boolean {
  return !app.isEuAffected && widget.channel === 'fb' && isKind(widget.widgetType, PLUGIN);
}
