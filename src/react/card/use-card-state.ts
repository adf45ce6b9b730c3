/**
 * What every card view reads about its instance: the resolved widget, whether it is displayed and
 * submitted, whether it is an owner preview, the text direction and the id its title carries for
 * the dialog's name. An instance whose widget cannot be read is dropped.
 */
import { useEffect, useId, useRef, useState } from '../react-once';
import type { ResolvedWidget } from '../../runtime/config';
import { useDirection, type Direction } from '../a11y/direction';
import { useOverlay } from '../a11y/use-overlay';
import { useUiHost } from '../ui-host-context';
import { useDisplayed, useInstance, useSlice } from '../use-store';
import { drawsAtOnce } from '../opt-in/draws-at-once';
import { useWidget } from '../use-widget';
import type { WidgetViewProps } from '../WidgetRoot';
import { usePreview } from './use-preview';
import { isSubmitted } from '../../runtime/store/state';

interface CardState {
  widget: ResolvedWidget | null;
  displayed: boolean;
  /** The submitted section is shown (after the opt-in, or asked for by the preview). */
  submitted: boolean;
  preview: boolean;
  dir: Direction;
  titleId: string;
}

export function useCardState({ widgetId, instanceId, root }: WidgetViewProps): CardState {
  const host = useUiHost();
  const widget = useWidget(widgetId);
  const displayed = useDisplayed(instanceId);
  const submitted = useInstance(instanceId, ({ ui }) => isSubmitted(ui));
  const { preview, showSubmitted } = usePreview(root);
  const dir = useDirection();
  const titleId = `mc-title-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const readable = widget !== null;
  useEffect(() => {
    if (!readable) host.failed(instanceId);
  }, [host, instanceId, readable]);
  return { widget, displayed, submitted: submitted || (preview && showSubmitted), preview, dir, titleId };
}

/**
 * Whether the card still waits for its opt-in control, showing its loader meanwhile (docs/elements.md#before-it-is-shown):
 * until the control (its plugin, a fallback, or the SMS card) has rendered for the first time, and not at all when the
 * control draws its final form in its first render (draws-at-once.ts, decided as the card mounts): a card whose SDK is
 * known to have failed draws no loader only to remove it in the same moment (200 embeds on such a page: 2-6 % sooner).
 * Only the views that show a loader read it. Apart from the card state, so the overlays, which stay hidden until they
 * open, are not drawn again when it changes (between their first view and their open).
 */
export function useAwaitsOptIn({
  instanceId,
  widget,
  preview,
}: {
  instanceId: string;
  widget: ResolvedWidget | null;
  preview: boolean;
}): boolean {
  const host = useUiHost();
  const isEuAffected = useSlice('app', (app) => app.isEuAffected);
  const [atOnce] = useState(() => widget !== null && drawsAtOnce(widget, { preview, isEuAffected, sdkFailed: host.fbSdkFailed() }));
  const rendered = useInstance(instanceId, ({ instance }) => instance?.rendered === true);
  return !rendered && !atOnce;
}

/**
 * What an overlay card view (bar, slide-in, modal, page takeover) starts with: its card state, the ref of the
 * element that is its dialog, and the overlay's behaviour while open (a11y/use-overlay.ts). `closable` says
 * whether the visitor may close it (a bar only when its owner allowed hiding it).
 */
export function useOverlayCard<T extends HTMLElement = HTMLDivElement>(
  props: WidgetViewProps,
  blocking: boolean,
  closable: (widget: ResolvedWidget | null) => boolean = () => true,
) {
  const state = useCardState(props);
  const dialog = useRef<T>(null);
  const { displayed, preview, widget } = state;
  const overlay = useOverlay({ instanceId: props.instanceId, displayed, preview, blocking, dialog, closable: closable(widget) });
  return { state, dialog, ...overlay };
}
