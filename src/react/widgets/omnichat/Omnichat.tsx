/**
 * `<mc-omnichat>`'s view (docs/elements.md#mc-omnichat): the launcher bubble. It renders only when at least one
 * channel is usable; otherwise it tells the runtime it failed, and the runtime drops it. It
 * reports itself rendered at once (no plugin to wait for), and shows once the runtime displays it.
 */
import { useEffect } from '../../react-once';
import { usePreview } from '../../card/use-preview';
import { useUiHost } from '../../ui-host-context';
import { useDisplayed, useSlice } from '../../use-store';
import { useWidget } from '../../use-widget';
import type { WidgetViewProps } from '../../WidgetRoot';
import { channelEntries, type ChannelEntry } from './channel-links';
import { usableChannels } from './channels';
import { Launcher } from './Launcher';

export function Omnichat({ widgetId, instanceId, root }: WidgetViewProps) {
  const host = useUiHost();
  const widget = useWidget(widgetId);
  const app = useSlice('app', (app) => app);
  const displayed = useDisplayed(instanceId);
  const { preview } = usePreview(root);
  const entries: ChannelEntry[] = widget
    ? channelEntries(usableChannels(widget.data.channels, app), widgetId, widget.data.channels, app)
    : [];
  const channelKey = entries.map((entry) => entry.type).join(' ');
  const usable = channelKey !== '';

  useEffect(() => {
    if (usable) host.rendered(instanceId, 'normal');
    else host.failed(instanceId);
  }, [host, instanceId, usable]);

  if (!widget || !usable) return null;
  // Keyed by the channels, so a launcher whose channels change starts over with the new icons.
  return <Launcher key={channelKey} widget={widget} instanceId={instanceId} entries={entries} displayed={displayed} preview={preview} />;
}
