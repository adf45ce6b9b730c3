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
import { isDisplayed, isSubmitted } from '../../runtime/store/state';
import { drawsAtOnce } from '../opt-in/draws-at-once';
import { useWidget } from '../use-widget';
import type { WidgetViewProps } from '../WidgetRoot';
import { usePreview } from './use-preview';

interface CardState {
  widget: ResolvedWidget | null;
  displayed: boolean;
  /** The submitted section is shown (after the opt-in, or asked for by the preview). */
  submitted: boolean;
  preview: boolean;
  dir: Direction;
  titleId: string;
}

export function useCardState(props: WidgetViewProps): CardState {
  const card = useCardBasics(props);
  const displayed = useDisplayed(props.instanceId);
  return { ...card, displayed };
}

/** Everything a card reads but whether it is displayed, which overlays and in-flow cards read each their own way. */
function useCardBasics({ widgetId, instanceId, root }: WidgetViewProps): Omit<CardState, 'displayed'> {
  const host = useUiHost();
  const widget = useWidget(widgetId);
  const submitted = useInstance(instanceId, ({ ui }) => isSubmitted(ui));
  const { preview, showSubmitted } = usePreview(root);
  const dir = useDirection();
  const titleId = `mc-title-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const readable = widget !== null;
  useEffect(() => {
    if (!readable) host.failed(instanceId);
  }, [host, instanceId, readable]);
  return { widget, submitted: submitted || (preview && showSubmitted), preview, dir, titleId };
}

const SHOWN = 1;
const AWAITS_OPT_IN = 2;

/** What an in-flow card (box, button, landing page) draws while its opt-in control is to render and its open is under way. */
interface InFlowState {
  /** Its card state, `displayed` being whether it is drawn shown. */
  state: CardState;
  /** The card shows its loader: its control has not rendered for the first time (box and landing page only). */
  awaitsOptIn: boolean;
  /** The card is drawn shown: displayed, or opening as this render commits (below). */
  shown: boolean;
  /** The card fades in: it is shown, and was not from its first render (below). */
  fadesIn: boolean;
}

/**
 * The card state of an in-flow card, with its opt-in wait (docs/elements.md#before-it-is-shown). The card waits for its
 * opt-in control, showing its loader meanwhile, until the control (its plugin, a fallback, or the SMS card) has rendered
 * for the first time, and not at all when the control draws its final form in its first render (draws-at-once.ts,
 * decided as the card mounts).
 *
 * Such a card is drawn shown from its first render when its open is under way: the runtime then waits for this render
 * alone (runtime/instances.ts, `tryOpen`), the control reports it as the render commits, and the open follows before the
 * browser paints. Mounted hidden and drawn again shown, each card was committed and styled twice; 200 embeds spent about
 * a third more on style. Should the open still not happen (the route changed meanwhile and the rules say no), the card is
 * drawn hidden again in the same task, before anything is painted. Overlays keep to the store's word: their open may
 * wait for its turn.
 *
 * What it draws is read as one number, so the open of a card drawn shown from its first render (rendered, no longer
 * opening, displayed) compares equal and does not draw the card again: the cards of a group open before their
 * subscriptions are in place, which would otherwise draw every card of the group a second time, in the task before
 * the paint.
 *
 * A card shown from its first render appears with the page's content, as an embedded form does; the fade-in is for a
 * card that takes the place of its loader, or appears later. Each card's entrance animation cost the browser about as
 * much style work again as the card itself (200 embeds: about 40 ms of style).
 */
export function useInFlowCard(props: WidgetViewProps): InFlowState {
  const card = useCardBasics(props);
  const host = useUiHost();
  const isEuAffected = useSlice('app', (app) => app.isEuAffected);
  const { widget, preview } = card;
  const [atOnce] = useState(() => widget !== null && drawsAtOnce(widget, { preview, isEuAffected, sdkFailed: host.fbSdkFailed() }));
  const drawn = useInstance(props.instanceId, ({ ui, instance }) => {
    const shown = isDisplayed(ui) || (atOnce && instance?.opening === true);
    const awaitsOptIn = !instance?.rendered && !atOnce;
    return (shown ? SHOWN : 0) | (awaitsOptIn ? AWAITS_OPT_IN : 0);
  });
  const shown = (drawn & SHOWN) !== 0;
  const [shownFirst] = useState(shown);
  return { state: { ...card, displayed: shown }, awaitsOptIn: (drawn & AWAITS_OPT_IN) !== 0, shown, fadesIn: shown && !shownFirst };
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
