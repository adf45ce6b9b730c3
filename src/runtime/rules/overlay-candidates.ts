import type { PageAppConfig, WidgetConfig } from '../config';
import { isKind, OVERLAY } from '../kinds';
import { needsHostWhitelist } from './host-restricted';
import type { ListRules } from './lists';

/**
 * The overlays the runtime creates on this page (docs/display-rules.md#host-whitelist): every overlay, except those the host
 * whitelist applies to when `hostname` is not on it.
 */
export function overlayCandidates(
  widgets: readonly WidgetConfig[],
  app: PageAppConfig,
  hostname: string,
  isHostAllowed: ListRules['isHostAllowed'],
): WidgetConfig[] {
  return widgets.filter(
    (widget) =>
      isKind(widget.widgetType, OVERLAY) &&
      (!needsHostWhitelist({ widget_type: widget.widgetType, channel: widget.channel }, app.widgetPhone) ||
        isHostAllowed(app.whitelist, hostname)),
  );
}
