/**
 * Binds one launcher's machine to its view: created with the element, started when the runtime
 * displays the bubble (the last-seen timestamp is read, then this showing recorded), told when the
 * popover's entrance rule is met, disposed with the element. Visitor actions log their events.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ResolvedWidget } from '../../../runtime/config';
import { isEntranceReady } from '../../../runtime/rules/entrance-rule';
import type { Device } from '../../../runtime/types';
import { stopKeywordPoll } from '../../sms/keyword-flow';
import { useStore } from '../../use-store';
import type { ChannelType } from './channels';
import { logLauncherEvent } from './launcher-events';
import { createLauncherMachine } from './launcher-machine';
import { firstSeenFor, isAnimationDisabled, isPopoverVisible, popoverEntrance } from './launcher-rules';
import { readLastSeen, writeLastSeen } from './last-seen';

export interface LauncherOptions {
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
  const entranceReady = useStore((state) => isEntranceReady([entranceMode, entranceValue], state.page));

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
    const previous = readLastSeen(widgetId);
    writeLastSeen(widgetId, Date.now());
    machine.show(previous);
  }, [displayed, preview, machine, widgetId]);

  useEffect(() => {
    if (displayed && entranceReady && !preview) machine.entranceReached();
  }, [displayed, entranceReady, preview, machine]);

  const toggle = useCallback(() => {
    const open = machine.toggle();
    if (!preview) logLauncherEvent(widgetId, open ? 'open' : 'close');
  }, [machine, preview, widgetId]);

  const close = useCallback(() => {
    if (machine.close() && !preview) logLauncherEvent(widgetId, 'close');
  }, [machine, preview, widgetId]);

  const dismissPopover = useCallback(() => {
    machine.dismissPopover();
    if (!preview) logLauncherEvent(widgetId, 'popover_close');
  }, [machine, preview, widgetId]);

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
