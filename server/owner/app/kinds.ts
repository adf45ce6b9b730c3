/**
 * The kinds an owner can create, as the app names them (the names are also the kind choices'
 * accessible names), with the channels each takes. A kind's first channel is its default; the SMS
 * card is a box on the SMS channel, so it is a choice of its own.
 */
import { kindName } from '../../domain/kind-names';

export interface KindChoice {
  /** What the owner sees, and the choice's accessible name. */
  name: string;
  widget_type: string;
  /** The channels the owner can pick between, first the default; one entry: nothing to pick. */
  channels: readonly string[];
  /** One line under the picture. */
  summary: string;
  /** Embedded by the owner with a tag (`<mc-box data-widget-id>`) rather than placed by the script. */
  embed?: string;
}

export const KIND_CHOICES: readonly KindChoice[] = [
  { name: 'Modal', widget_type: 'modal', channels: ['fb', 'sms'], summary: 'A pop-up in the middle of the page.' },
  { name: 'Bar', widget_type: 'bar', channels: ['fb', 'sms'], summary: 'A strip along the top or bottom.' },
  { name: 'Slide-in', widget_type: 'slide_in', channels: ['fb', 'sms'], summary: 'A card that slides into a corner.' },
  { name: 'Page takeover', widget_type: 'page_takeover', channels: ['fb', 'sms'], summary: 'Covers the whole page.' },
  { name: 'Box', widget_type: 'box', channels: ['fb'], summary: 'A card inside your page’s content.', embed: 'mc-box' },
  { name: 'Button', widget_type: 'button', channels: ['fb'], summary: 'A button inside your page’s content.', embed: 'mc-button' },
  { name: 'Landing', widget_type: 'landing', channels: ['fb', 'sms'], summary: 'A page of its own for one offer.' },
  { name: 'SMS card', widget_type: 'box', channels: ['sms'], summary: 'A phone number form inside your page.', embed: 'mc-box' },
  { name: 'Launcher', widget_type: 'omnichat', channels: ['omni'], summary: 'A chat bubble with Messenger, SMS, WhatsApp and e-mail.' },
  { name: 'Customer chat', widget_type: 'customer_chat', channels: ['fb'], summary: 'The Messenger chat bubble.' },
  {
    name: 'Checkbox',
    widget_type: 'checkbox',
    channels: ['fb'],
    summary: 'A Messenger opt-in checkbox beside your form.',
    embed: 'mc-checkbox',
  },
];

export const CHANNEL_NAMES: Readonly<Record<string, string>> = { fb: 'Messenger', none: 'Messenger', sms: 'SMS', omni: 'Every channel' };

/** The choice a stored widget belongs to (an SMS box is the SMS card). */
export function choiceOf(widget: { widget_type: string; channel: string }): KindChoice | undefined {
  const channel = widget.channel === 'none' ? 'fb' : widget.channel;
  return (
    KIND_CHOICES.find((kind) => kind.widget_type === widget.widget_type && kind.channels.includes(channel)) ??
    KIND_CHOICES.find((kind) => kind.widget_type === widget.widget_type)
  );
}

/** What the app calls a stored widget's kind (the server's names, which the choices above use too). */
export function kindLabel(widget: { widget_type: string; channel: string }): string {
  return kindName(widget.widget_type, widget.channel);
}
