/**
 * What every card view reads about its instance: the resolved widget, whether it is displayed and
 * submitted, whether it is an owner preview, the text direction and the id its title carries for
 * the dialog's name. An instance whose widget cannot be read is dropped.
 */
import { useEffect, useId, useRef } from '../react-once';
import type { ResolvedWidget } from '../../runtime/config';
import { useDirection, type Direction } from '../a11y/direction';
import { useOverlay } from '../a11y/use-overlay';
import { useUiHost } from '../ui-host-context';
import { useDisplayed, useInstance } from '../use-store';
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
 * Whether the instance's opt-in control has rendered (its plugin, a fallback, or the SMS card): only
 * the views that show a loader until then read it. Apart from the card state, so the overlays, which
 * stay hidden until they open, are not drawn again when it changes (between their first view and their open).
 */
export function useRendered(instanceId: string): boolean {
  return useInstance(instanceId, ({ instance }) => instance?.rendered === true);
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
