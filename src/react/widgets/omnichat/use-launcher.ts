/**
 * Binds one launcher's machine to its view: created with the element, started when the runtime
 * displays the bubble (the last-seen timestamp is read, then this showing recorded), told when the
 * popover's entrance rule is met, disposed with the element. The visitor's acts are told to the store,
 * from which the pixel sends their events (src/pixel/widget-events.ts).
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from '../../react-once';
import type { ResolvedWidget } from '../../../runtime/config';
import type { Device } from '../../../runtime/types';
import { stopKeywordPoll } from '../../sms/keyword-flow';
import { useUiHost } from '../../ui-host-context';
import { useSlice } from '../../use-store';
import type { ChannelType } from './channels';
import { createLauncherMachine } from './launcher-machine';
import { firstSeenFor, isAnimationDisabled, isPopoverVisible, popoverEntrance } from './launcher-rules';
import { readLastSeen, writeLastSeen } from './last-seen';

interface LauncherOptions {
  widget: ResolvedWidget;
  instanceId: string;
  icons: readonly ChannelType[];
  device: Device;
  displayed: boolean;
  /** The owner preview: shown open, no timers, nothing stored or logged. */
  preview: boolean;
}

export function useLauncher({ widget, instanceId, icons, device, displayed, preview }: LauncherOptions) {
  const { widgetId } = widget;
  const { store, storage, rules } = useUiHost();
  const [machine] = useState(() =>
    createLauncherMachine({
      icons,
      animationDisabled: isAnimationDisabled(widget.data.main),
      firstSeen: preview ? ['opened', 0] : firstSeenFor(widget.data.setup, device),
    }),
  );
  const snapshot = useSyncExternalStore(machine.subscribe, machine.getState);
  const entrance = popoverEntrance(widget.data.main);
  const [entranceMode, entranceValue] = entrance;
  const entranceReady = useSlice('page', (page) => rules.isEntranceReady([entranceMode, entranceValue], page));

  useEffect(
    () => () => {
      machine.dispose();
      stopKeywordPoll(instanceId);
    },
    [machine, instanceId],
  );

  useEffect(() => {
    if (!displayed) return;
    if (preview) {
      machine.show(undefined);
      return;
    }
    const previous = readLastSeen(widgetId, storage);
    writeLastSeen(widgetId, Date.now(), storage);
    machine.show(previous);
  }, [displayed, preview, machine, widgetId, storage]);

  useEffect(() => {
    if (displayed && entranceReady && !preview) machine.entranceReached();
  }, [displayed, entranceReady, preview, machine]);

  const toggle = useCallback(() => {
    const open = machine.toggle();
    if (!preview) store.acted(instanceId, { type: 'launcher', event: open ? 'open' : 'close' });
  }, [machine, store, preview, instanceId]);

  const close = useCallback(() => {
    if (machine.close() && !preview) store.acted(instanceId, { type: 'launcher', event: 'close' });
  }, [machine, store, preview, instanceId]);

  const dismissPopover = useCallback(() => {
    machine.dismissPopover();
    if (!preview) store.acted(instanceId, { type: 'launcher', event: 'popover_close' });
  }, [machine, store, preview, instanceId]);

  const popoverVisible = isPopoverVisible({
    enabled: widget.data.main.popupMessageEnabled,
    panelOpen: snapshot.open,
    dismissed: snapshot.popoverDismissed,
    entranceReady,
    animationStopped: snapshot.animation === 'stopped',
    animationPlayedOnce: snapshot.playedOnce,
  });

  return { ...snapshot, popoverVisible, toggle, close, dismissPopover };
}
