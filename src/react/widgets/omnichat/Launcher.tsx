/**
 * A launcher with at least one usable channel: the bubble, the popover above it and the panel it
 * opens, plus on mobile the overlay behind the panel. `Escape` inside the launcher closes the panel.
 */
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from '../../react-once';
import { DEFAULT_POPOVER_TEXT } from '../../../runtime/constants';
import type { ResolvedWidget } from '../../../runtime/config';
import { useDirection } from '../../a11y/direction';
import { useUiHost } from '../../ui-host-context';
import { isEscape } from '../../a11y/use-escape-close';
import { Bubble } from './Bubble';
import type { ChannelEntry } from './channel-links';
import { Panel } from './Panel';
import { Popover } from './Popover';
import * as styles from './styles';
import { useLauncher } from './use-launcher';
import type { Device } from '../../../runtime/types';
import type { UiHost, UiRules } from '../../../runtime/ui-host';
import { device as deviceProbe } from '../../sms/device';
import { startSmsKeywordFlow } from '../../sms/keyword-flow';
import { useClassNames } from '../../use-class-names';

/**
 * What using a channel does besides following its link: the store is told (the pixel sends its
 * `click` event and the launcher channel's positive opt-in, intent: the visitor went to a messaging
 * app), and for SMS the SMS opt-in flow starts with the widget's keyword (the composer opens with it).
 */
function startChannel(host: UiHost, widget: ResolvedWidget, instanceId: string, entry: ChannelEntry): void {
  host.store.acted(instanceId, { type: 'channel', channelType: entry.type });
  if (entry.target.kind === 'sms') void startSmsKeywordFlow(host, widget, instanceId);
}

/**
 * The visitor's device for the launcher (first-seen setting, close control and overlay), read
 * through the SMS views' device object so one stub covers both in tests, by the page's own rule.
 */
function launcherDevice({ detectDevice }: UiRules): Device {
  return detectDevice(deviceProbe.userAgent(), deviceProbe.maxTouchPoints(), typeof window === 'undefined' ? 0 : window.innerWidth);
}

interface LauncherProps {
  widget: ResolvedWidget;
  instanceId: string;
  entries: readonly ChannelEntry[];
  displayed: boolean;
  preview: boolean;
}

export function Launcher({ widget, instanceId, entries, displayed, preview }: LauncherProps) {
  const cx = useClassNames();
  const panelId = `mc-omnichat-panel${useId().replace(/:/g, '')}`;
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const host = useUiHost();
  const direction = useDirection();
  const [device] = useState(() => launcherDevice(host.rules));
  const mobile = device === 'mobile' && !preview;
  const launcher = useLauncher({ widget, instanceId, icons: entries.map((entry) => entry.type), device, displayed, preview });

  if (!displayed) return null;

  const closeToBubble = () => {
    launcher.close();
    bubbleRef.current?.focus({ preventScroll: true });
  };
  // The popover goes away when used; focus that was on it moves to the bubble rather than being lost.
  const fromPopover = (action: () => void) => () => {
    const root = bubbleRef.current?.getRootNode();
    const focused = root instanceof ShadowRoot ? root.activeElement : null;
    action();
    if (focused?.closest('[part~="popover"]')) bubbleRef.current?.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (launcher.open && isEscape(event)) closeToBubble();
  };
  const onUse = (entry: ChannelEntry, event: MouseEvent) => {
    if (preview) {
      event.preventDefault();
      return;
    }
    startChannel(host, widget, instanceId, entry);
  };
  const { main, appearance } = widget.data;
  // `main.colors.chatBubble` (docs/widgets.md#main), else the appearance's bubble colour.
  const bubbleColor = main.colors.chatBubble || appearance.colors.chatBubble;

  return (
    <div part="launcher" dir={direction} className={cx(styles.root(direction === 'rtl' ? 'left' : 'right', preview))} onKeyDown={onKeyDown}>
      {mobile && launcher.open && <div part="overlay" className={cx(styles.overlay)} onClick={closeToBubble} />}
      {/* The bubble first, so Tab goes from it into the panel it opened; the reversed column shows panel and popover above it. */}
      <Bubble ref={bubbleRef} open={launcher.open} icon={launcher.icon} color={bubbleColor} panelId={panelId} onToggle={launcher.toggle} />
      {launcher.popoverVisible && (
        <Popover
          text={main.popupMessageText.trim() || DEFAULT_POPOVER_TEXT}
          onToggle={fromPopover(launcher.toggle)}
          onDismiss={fromPopover(launcher.dismissPopover)}
        />
      )}
      <Panel
        id={panelId}
        instanceId={instanceId}
        widget={widget}
        entries={entries}
        open={launcher.open}
        mobile={mobile}
        onClose={closeToBubble}
        onUse={onUse}
      />
    </div>
  );
}
