/**
 * What the editor and its preview frames say to each other (`postMessage`, same origin only): the
 * editor sends the draft to draw and in which state; a frame says when it is ready for one, and
 * passes on the owner's in-place edits of the texts it draws.
 */
import type { WidgetFields } from '../api';

/** The states the preview can show: open, after the opt-in, and per kind the SMS card's error, its country list, a chat's panel. */
export type PreviewState = 'open' | 'submitted' | 'error' | 'countries' | 'panel';

export interface DrawMessage {
  type: 'mc-preview-draw';
  widgetId: number;
  widget: WidgetFields;
  app: Record<string, unknown>;
  state: PreviewState;
  /** Texts editable in place (the element's `preview` attribute): overlays then sit in the page's flow. */
  editable: boolean;
}

interface ReadyMessage {
  type: 'mc-preview-ready';
}

interface EditMessage {
  type: 'mc-preview-edit';
  field: string;
  value: string;
}

export type FrameMessage = ReadyMessage | EditMessage;

/** The error an SMS card shows in its error state, as the server words one. */
export const PREVIEW_SMS_ERROR = 'This phone number does not look right. Check it and try again.';

export function statesOf(widget: Pick<WidgetFields, 'widget_type' | 'channel'>): PreviewState[] {
  if (widget.widget_type === 'omnichat' || widget.widget_type === 'customer_chat') return ['open', 'panel'];
  if (widget.widget_type === 'checkbox') return ['open'];
  if (widget.channel === 'sms') return ['open', 'submitted', 'error', 'countries'];
  return ['open', 'submitted'];
}

export const STATE_NAMES: Readonly<Record<PreviewState, string>> = {
  open: 'Open',
  submitted: 'After the opt-in',
  error: 'Error',
  countries: 'Country list',
  panel: 'Panel open',
};
