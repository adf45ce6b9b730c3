/**
 * What the editor adds to the widget schema (src/runtime/config/schema.ts) so a person can read it:
 * per field, keyed by its path from the widget (`data.main.title`), a label, the section it sits
 * in, help, and which kinds (and channels) it applies to. The fields themselves — their names, the
 * shapes they take, their defaults — are the schema's and defaults.ts's alone: the form draws a
 * control from each field's reader and fills it from the kind's defaults. A field the editor does
 * not show says why (`internal`). test/server/editor-fields.test.ts fails when a field of the
 * schema has no entry here, or an entry names no field.
 */
import type { WidgetType } from '../../../../src/runtime/constants';

export type SectionId = 'content' | 'submitted' | 'look' | 'optin' | 'channels' | 'targeting' | 'advanced';

export const SECTIONS: readonly { id: SectionId; title: string; summary: string }[] = [
  { id: 'content', title: 'Content', summary: 'Texts, buttons and media' },
  { id: 'look', title: 'Look', summary: 'Colours, size and placement' },
  { id: 'optin', title: 'Opt-in', summary: 'Channel, control and SMS keyword' },
  { id: 'submitted', title: 'After opt-in', summary: 'What the visitor sees once subscribed' },
  { id: 'channels', title: 'Launcher channels', summary: 'Messenger, SMS, WhatsApp and e-mail' },
  { id: 'targeting', title: 'Targeting', summary: 'When, where and to whom it shows' },
  { id: 'advanced', title: 'Advanced', summary: 'Settings most widgets leave as they are' },
];

/** How a field is edited when its reader alone does not say it (a text that holds HTML, a list of URLs…). */
type Control = 'richtext' | 'trigger' | 'again' | 'urls' | 'device' | 'buttonType' | 'mediaType' | 'lines';

/** A field (by path) reading as one of `is`, as a page reads it. */
export interface Condition {
  path: string;
  is: readonly unknown[];
}

export interface FieldMeta {
  label: string;
  section: SectionId;
  help?: string;
  /** The kinds it applies to; every kind when left out. */
  kinds?: readonly WidgetType[];
  /** The channels it applies to (`fb` stands for Messenger); every channel when left out. */
  channels?: readonly string[];
  control?: Control;
  /** The names shown for a choice's values (`{ top: 'Top' }`); the schema's own values otherwise. */
  options?: Readonly<Record<string, string>>;
  /** A text colour: the background colour (a field of the same table) its legibility is measured on. */
  on?: string;
  /** Shown only when a field reads as one of the values (any of several conditions): the redirect address once the action is a redirect. */
  shownWhen?: Condition | readonly Condition[];
  /** Not drawn by the form, and why. */
  internal?: string;
}

// ── Which kinds read which fields (docs/elements.md) ─────────────────────────
const OVERLAYS: readonly WidgetType[] = ['modal', 'bar', 'slide_in', 'page_takeover'];
/** The card kinds: a title, a description, an opt-in control, the submitted card. */
const CARDS: readonly WidgetType[] = [...OVERLAYS, 'box', 'landing'];
/** The kinds with the Messenger or SMS opt-in control. */
const OPT_INS: readonly WidgetType[] = [...CARDS, 'button'];
/** The kinds drawing a Messenger plugin (the button or the checkbox). */
const MESSENGER_PLUGINS: readonly WidgetType[] = [...OPT_INS, 'checkbox'];
/** Cards with media (the bar shows none). */
const MEDIA_CARDS: readonly WidgetType[] = CARDS.filter((kind) => kind !== 'bar');
/** The kinds a page shows by their trigger (the customer chat always shows at once; the checkbox when its plugin renders). */
const TRIGGERED: readonly WidgetType[] = [...OPT_INS, 'omnichat'];
/** Every kind a page draws. */
const RENDERED: readonly WidgetType[] = [...OPT_INS, 'customer_chat', 'checkbox', 'omnichat'];

const PLACEMENTS = {
  ah: 'Above the title',
  ad: 'Above the description',
  bd: 'Below the description',
  cl: 'Left of the texts (page takeover)',
  cr: 'Right of the texts (page takeover)',
};
const FIRST_SEEN_HELP = 'How the launcher starts on a first visit: hidden, opened, or opened after a number of seconds.';

/**
 * The card fields a section (`data.main`, `data.submitted`) has, with its own labels: the texts, then
 * `between` (the button texts), the media, and the colours (in Look for the first card).
 */
function card(
  at: 'data.main' | 'data.submitted',
  section: SectionId,
  kinds: readonly WidgetType[],
  between: Record<string, FieldMeta> = {},
): Record<string, FieldMeta> {
  const after = at === 'data.submitted';
  const media = after ? MEDIA_CARDS.filter((kind) => kinds.includes(kind)) : MEDIA_CARDS;
  const mediaShown = (type: string) => ({ path: `${at}.mediaType`, is: [type] });
  return {
    [`${at}.title`]: {
      label: after ? 'Heading after opt-in' : 'Title',
      section,
      kinds,
      help: after ? 'Shown in place of the title once the visitor has opted in.' : undefined,
    },
    [`${at}.desc`]: {
      label: after ? 'Text after opt-in' : 'Description',
      section,
      kinds,
      control: 'richtext',
      help: 'Bold, italic and links are kept; the widget shows it only when “Show the description” is ticked.',
    },
    [`${at}.showDescription`]: { label: after ? 'Show the text after opt-in' : 'Show the description', section, kinds },
    ...between,
    // data.submitted.ctaText is among the button texts (`between`): the link shows only after the opt-in.
    ...(after
      ? {}
      : {
          [`${at}.ctaText`]: {
            label: 'CTA text (first card)',
            section,
            internal: 'the link to the conversation shows only after the opt-in, with data.submitted.ctaText',
          },
        }),
    [`${at}.mediaType`]: {
      label: after ? 'Media after opt-in' : 'Media',
      section,
      kinds: media,
      control: 'mediaType',
      options: { image: 'Image', gif: 'GIF', video: 'Video' },
    },
    [`${at}.image.img_big`]: {
      label: after ? 'Image address after opt-in' : 'Image address',
      section,
      kinds: media,
      shownWhen: mediaShown('image'),
      help: 'An http(s) address of the picture; at most 200 px high on the card. Empty: no media.',
    },
    [`${at}.image.gif`]: { label: after ? 'GIF address after opt-in' : 'GIF address', section, kinds: media, shownWhen: mediaShown('gif') },
    [`${at}.videoLink`]: {
      label: after ? 'Video link after opt-in' : 'Video link',
      section,
      kinds: media,
      shownWhen: mediaShown('video'),
      help: 'A YouTube or Vimeo link; it plays muted and looping once the widget shows.',
    },
    [`${at}.imagePlacement`]: {
      label: after ? 'Image placement after opt-in' : 'Image placement',
      section,
      kinds: media,
      options: PLACEMENTS,
      shownWhen: { path: `${at}.mediaType`, is: ['image', 'gif'] },
    },
    [`${at}.videoPlacement`]: {
      label: after ? 'Video placement after opt-in' : 'Video placement',
      section,
      kinds: media,
      options: PLACEMENTS,
      shownWhen: mediaShown('video'),
    },
    ...colours(at, after ? 'submitted' : 'look', kinds, after ? ' after opt-in' : ''),
  };
}

/** A card's colours; each text colour is checked against the background it is drawn on. */
function colours(at: string, section: SectionId, kinds: readonly WidgetType[], suffix: string): Record<string, FieldMeta> {
  const c = `${at}.colors`;
  const sms = ['sms'];
  return {
    [`${c}.background`]: { label: `Background${suffix}`, section, kinds },
    [`${c}.headline`]: { label: `Heading colour${suffix}`, section, kinds, on: 'background' },
    [`${c}.description`]: { label: `Text colour${suffix}`, section, kinds, on: 'background' },
    [`${c}.buttonBackground`]: { label: `Button colour${suffix}`, section, kinds: OPT_INS, channels: sms },
    [`${c}.buttonText`]: { label: `Button text colour${suffix}`, section, kinds: OPT_INS, channels: sms, on: 'buttonBackground' },
    [`${c}.smsHeadline`]: { label: `SMS heading colour${suffix}`, section, kinds, channels: sms, on: 'background' },
    [`${c}.smsDescription`]: { label: `SMS text colour${suffix}`, section, kinds, channels: sms, on: 'background' },
    [`${c}.smsLegalText`]: { label: `Legal text colour${suffix}`, section, kinds: OPT_INS, channels: sms, on: 'background' },
    [`${c}.ctaBackground`]: { label: `Link background${suffix}`, section, kinds: OPT_INS, channels: ['fb'] },
    [`${c}.ctaText`]: { label: `Link text colour${suffix}`, section, kinds: OPT_INS, channels: ['fb'], on: 'ctaBackground' },
    [`${c}.backgroundCheckbox`]: {
      label: `Checkbox background${suffix}`,
      section,
      internal: 'no view reads it; the background colour is drawn opaque for a checkbox opt-in',
    },
  };
}

const REDIRECTS: readonly Condition[] = [
  { path: 'data.submitted.action', is: ['redirect'] },
  { path: 'data.submitted.redirect', is: [true] },
];

/** Where the Messenger checkbox is drawn: the checkbox kind, or a card whose opt-in control is the checkbox. */
const CHECKBOX_SHOWN: readonly Condition[] = [
  { path: 'widget_type', is: ['checkbox'] },
  { path: 'data.main.buttonType', is: ['checkbox'] },
];

const AGAIN_HELP = 'Counted from the last time the visitor saw it.';

export const FIELD_META: Readonly<Record<string, FieldMeta>> = {
  // ── The widget's own fields ──
  widget_id: {
    label: 'Widget id',
    section: 'advanced',
    internal: 'the server assigns it; shown in the editor’s heading and the install tags',
  },
  widget_type: {
    label: 'Kind',
    section: 'advanced',
    internal: 'chosen when the widget is created (the kind pictures); a draft keeps its kind',
  },
  name: { label: 'Name', section: 'content', help: 'For you only: the list and the dashboard show it, visitors never do.' },
  channel: {
    label: 'Channel',
    section: 'optin',
    kinds: ['modal', 'bar', 'slide_in', 'page_takeover', 'landing'],
    options: { fb: 'Messenger', sms: 'SMS' },
  },
  sms_keyword: {
    label: 'SMS keyword',
    section: 'optin',
    kinds: OPT_INS,
    channels: ['sms'],
    help: 'The word a visitor texts to subscribe (on iPhones the button opens the messages app with it).',
  },
  widget_sign: {
    label: 'Signature',
    section: 'advanced',
    internal: 'the platform’s signature of the widget, written by the platform, not by the owner',
  },

  // ── data.main: the card as it first shows ──
  ...card('data.main', 'content', CARDS, {
    // The Messenger button itself is drawn by Messenger; this is the button beside the checkbox (src/react/messenger/PluginOptIn.tsx).
    'data.main.optInButtonText': {
      label: 'Button text',
      section: 'content',
      kinds: OPT_INS,
      channels: ['fb'],
      help: 'The button beside the Messenger checkbox.',
      shownWhen: { path: 'data.main.buttonType', is: ['checkbox'] },
    },
    'data.main.smsButtonText': { label: 'SMS button text', section: 'content', kinds: OPT_INS, channels: ['sms'] },
    'data.submitted.ctaText': {
      label: 'CTA text',
      section: 'content',
      kinds: OPT_INS,
      channels: ['fb'],
      help: 'The link to the conversation shown once the visitor has opted in (empty: “Go to Messenger”).',
    },
  }),
  'data.main.colors.chatBubble': {
    label: 'Bubble colour',
    section: 'look',
    kinds: ['omnichat'],
    help: 'Left empty, the launcher takes the greeting’s bubble colour.',
  },
  'data.main.buttonType': {
    label: 'Opt-in control',
    section: 'optin',
    kinds: OPT_INS,
    channels: ['fb'],
    control: 'buttonType',
    options: { button: 'A button', checkbox: 'A checkbox with a button' },
  },
  'data.main.buttonBackground': {
    label: 'Messenger button style',
    section: 'look',
    kinds: OPT_INS,
    channels: ['fb'],
    options: { blue: 'Blue', white: 'White' },
  },
  // The size of the Messenger plugin: the button's, or the checkbox's (src/react/messenger/plugin-attributes.ts).
  'data.main.buttonSize': {
    label: 'Button size',
    section: 'look',
    kinds: MESSENGER_PLUGINS,
    channels: ['fb'],
    options: { standard: 'Standard', large: 'Large', xlarge: 'Extra large', s: 'Small (s)', m: 'Medium (m)', l: 'Large (l)' },
  },
  'data.main.skin': {
    label: 'Checkbox skin',
    section: 'look',
    kinds: MESSENGER_PLUGINS,
    channels: ['fb'],
    shownWhen: CHECKBOX_SHOWN,
    options: { light: 'Light', dark: 'Dark (for dark pages)' },
  },
  'data.main.checkboxPosition': {
    label: 'Checkbox position',
    section: 'look',
    kinds: ['checkbox'],
    options: { bottom: 'On a line of its own', side: 'Beside your content' },
  },
  'data.main.centered': {
    label: 'Centre the checkbox',
    section: 'look',
    kinds: MESSENGER_PLUGINS,
    channels: ['fb'],
    shownWhen: CHECKBOX_SHOWN,
  },
  'data.main.pageTemplate': {
    label: 'Page layout',
    section: 'look',
    kinds: ['page_takeover'],
    options: { simple: 'Media beside the texts', mediaBackground: 'Media behind the texts' },
  },
  'data.main.overlay.enabled': {
    label: 'Colour layer over the media',
    section: 'look',
    kinds: ['page_takeover'],
    shownWhen: { path: 'data.main.pageTemplate', is: ['mediaBackground'] },
  },
  'data.main.overlay.overlayColor': {
    label: 'Layer colour',
    section: 'look',
    kinds: ['page_takeover'],
    shownWhen: { path: 'data.main.pageTemplate', is: ['mediaBackground'] },
  },
  'data.main.backgroundImage.img_big': {
    label: 'Background image address',
    section: 'look',
    kinds: ['page_takeover'],
    shownWhen: { path: 'data.main.pageTemplate', is: ['mediaBackground'] },
  },
  'data.main.whenDisplay': {
    label: 'Trigger',
    section: 'targeting',
    kinds: TRIGGERED,
    // A page reads data.main's trigger first, then data.setup's (README): the form writes data.main's.
    control: 'trigger',
  },
  'data.main.showAgain': { label: 'Show again', section: 'targeting', kinds: TRIGGERED, control: 'again', help: AGAIN_HELP },
  'data.main.showAgainIfClosed': {
    label: 'Show again after a close',
    section: 'targeting',
    kinds: TRIGGERED,
    control: 'again',
    help: 'Once the visitor closed it.',
  },
  'data.main.opacity': {
    label: 'Page dimming (%)',
    section: 'look',
    kinds: ['modal'],
    help: 'How dark the page behind the pop-up gets, 0 to 100.',
  },
  'data.main.width': { label: 'Width', section: 'look', kinds: ['box'], help: 'Never under 280 px.' },
  'data.main.fitContainer': { label: 'Fill the container’s width', section: 'look', kinds: ['box'] },
  'data.main.allowHide': { label: 'Visitors can close the bar', section: 'look', kinds: ['bar'] },
  'data.main.barPlacement': {
    label: 'Bar placement',
    section: 'look',
    kinds: ['bar'],
    options: { top: 'Top of the page', bottom: 'Bottom of the page' },
  },
  'data.main.pushPage': { label: 'Push the page down while shown', section: 'look', kinds: ['bar'] },
  'data.main.stickWithScroll': { label: 'Stay in view when scrolling', section: 'look', kinds: ['bar'] },
  'data.main.slideInPlacement': {
    label: 'Slide-in placement',
    section: 'look',
    kinds: ['slide_in'],
    options: { lt: 'Left, top', lm: 'Left, middle', lb: 'Left, bottom', rt: 'Right, top', rm: 'Right, middle', rb: 'Right, bottom' },
  },
  'data.main.popupMessageEnabled': { label: 'Show a message above the bubble', section: 'content', kinds: ['omnichat'] },
  'data.main.popupMessageText': { label: 'Bubble message', section: 'content', kinds: ['omnichat'] },
  'data.main.popupMessageWhenDisplay': { label: 'Bubble message trigger', section: 'targeting', kinds: ['omnichat'], control: 'trigger' },
  'data.main.disableAnimation': { label: 'Keep the launcher’s icons still', section: 'look', kinds: ['omnichat'] },

  // ── data.submitted: the card after the opt-in ──
  'data.submitted.action': {
    label: 'After submit',
    section: 'submitted',
    kinds: OPT_INS,
    options: { message: 'Show the message below', redirect: 'Go to another page', nothing: 'Do nothing' },
  },
  // An older flag that redirects whatever the action says (src/runtime/after-submit-plan.ts): shown only while it is set.
  'data.submitted.redirect': {
    label: 'Always redirect (older setting)',
    section: 'submitted',
    kinds: OPT_INS,
    help: 'While ticked, the visitor goes to the redirect address whatever “After submit” says.',
    shownWhen: { path: 'data.submitted.redirect', is: [true] },
  },
  'data.submitted.redirectUrl': { label: 'Redirect address', section: 'submitted', kinds: OPT_INS, shownWhen: REDIRECTS },
  'data.submitted.redirectTarget': {
    label: 'Open the page',
    section: 'submitted',
    kinds: OPT_INS,
    options: { new: 'In a new tab', same: 'In the same tab' },
    shownWhen: REDIRECTS,
  },

  ...card('data.submitted', 'submitted', CARDS),

  // ── data.actions ──
  'data.actions.sequence': { label: 'Sequence', section: 'advanced', internal: 'the platform’s follow-up messages, set on the platform' },
  'data.actions.opt_in_text': {
    label: 'SMS keyword (older setting)',
    section: 'advanced',
    kinds: OPT_INS,
    channels: ['sms'],
    help: 'Used only when the SMS keyword above is empty.',
  },
  'data.actions.opt_in_keywords': {
    label: 'Opt-in keywords',
    section: 'advanced',
    internal: 'read by the platform’s messaging, not by the widget',
  },

  // ── data.setup: display rules, the customer chat, the launcher's first visit ──
  'data.setup.whenDisplay': {
    label: 'Trigger (older place)',
    section: 'targeting',
    internal: 'a page reads data.main.whenDisplay first; the form writes there',
  },
  'data.setup.showAgain': {
    label: 'Show again (older place)',
    section: 'targeting',
    internal: 'a page reads data.main.showAgain first; the form writes there',
  },
  'data.setup.showAgainIfClosed': {
    label: 'Show again after a close (older place)',
    section: 'targeting',
    internal: 'a page reads data.main.showAgainIfClosed first; the form writes there',
  },
  'data.setup.popupMessageWhenDisplay': {
    label: 'Bubble message trigger (older place)',
    section: 'targeting',
    internal: 'the launcher reads data.main.popupMessageWhenDisplay first; the form writes there',
  },
  'data.setup.urlWhitelist': { label: 'Show only on these URLs', section: 'targeting', kinds: RENDERED, control: 'urls' },
  'data.setup.urlBlacklist': { label: 'Never show on these URLs', section: 'targeting', kinds: RENDERED, control: 'urls' },
  'data.setup.hideOnMobile': {
    label: 'Devices',
    section: 'targeting',
    kinds: RENDERED,
    control: 'device',
    options: { everywhere: 'All devices', true: 'Desktop only', mobile: 'Mobile only' },
  },
  'data.setup.ref_payload_field_id': {
    label: 'Ref payload field',
    section: 'advanced',
    internal: 'the platform’s custom field for the opt-in’s payload',
  },
  'data.setup.pixelId': { label: 'Pixel id', section: 'advanced', internal: 'the platform’s pixel, set on the platform' },
  'data.setup.desktopFirstSeen': {
    label: 'First visit on a desktop',
    section: 'targeting',
    kinds: ['omnichat'],
    help: FIRST_SEEN_HELP,
    options: { hidden: 'Closed', opened: 'Open', delay: 'Open after a delay' },
  },
  'data.setup.mobileFirstSeen': {
    label: 'First visit on a phone',
    section: 'targeting',
    kinds: ['omnichat'],
    help: FIRST_SEEN_HELP,
    options: { hidden: 'Closed', opened: 'Open', delay: 'Open after a delay' },
  },
  'data.setup.minimized': {
    label: 'How the chat starts',
    section: 'look',
    kinds: ['customer_chat'],
    options: {
      default: 'As the greeting says',
      opened: 'Greeting open',
      minimized: 'Greeting closed',
      hidden: 'Hidden until the page opens it',
    },
  },
  'data.setup.dialogDelay': {
    label: 'Greeting delay (seconds)',
    section: 'look',
    kinds: ['customer_chat'],
    shownWhen: { path: 'data.setup.greetingDialogDisplay', is: ['fade'] },
  },
  'data.setup.greetingDialogDisplay': {
    label: 'Greeting display',
    section: 'look',
    kinds: ['customer_chat'],
    options: { show: 'Open when the chat shows', fade: 'Opens after a delay', hide: 'Only the bubble', icon: 'Only the icon' },
  },
  'data.setup.loggedInGreeting': { label: 'Greeting for signed-in visitors', section: 'content', kinds: ['customer_chat'] },
  'data.setup.loggedOutGreeting': {
    label: 'Greeting',
    section: 'content',
    kinds: ['customer_chat'],
    help: 'What the chat’s greeting says; plain text.',
  },
  'data.setup.colors.theme': { label: 'Theme colour', section: 'look', kinds: ['customer_chat'] },
  'data.setup.buttonSize': { label: 'Button size (older place)', section: 'advanced', internal: 'the views read data.main.buttonSize' },
  'data.setup.skin': { label: 'Skin (older place)', section: 'advanced', internal: 'the views read data.main.skin' },
  'data.setup.pluginAlign': { label: 'Chat side', section: 'look', kinds: ['customer_chat'], options: { left: 'Left', right: 'Right' } },

  // ── data.appearance: the launcher's panel ──
  'data.appearance.greeting_headline': { label: 'Greeting heading', section: 'content', kinds: ['omnichat'] },
  'data.appearance.greeting_text': { label: 'Greeting text', section: 'content', kinds: ['omnichat'] },
  'data.appearance.colors.background': { label: 'Panel background', section: 'look', kinds: ['omnichat'] },
  'data.appearance.colors.greetingHeadline': { label: 'Greeting heading colour', section: 'look', kinds: ['omnichat'], on: 'background' },
  'data.appearance.colors.greetingText': { label: 'Greeting text colour', section: 'look', kinds: ['omnichat'], on: 'background' },
  'data.appearance.colors.legalText': { label: 'Legal text colour', section: 'look', kinds: ['omnichat'], on: 'background' },
  'data.appearance.colors.chatBubble': { label: 'Panel bubble colour', section: 'look', kinds: ['omnichat'] },

  // ── data.channels: the launcher's channels ──
  'data.channels.enable_facebook': {
    label: 'Messenger',
    section: 'channels',
    kinds: ['omnichat'],
    help: 'Needs the account’s Messenger page.',
  },
  'data.channels.enable_sms': {
    label: 'SMS',
    section: 'channels',
    kinds: ['omnichat'],
    help: 'Texts go to the account’s phone number (below).',
  },
  'data.channels.enable_whatsapp': { label: 'WhatsApp', section: 'channels', kinds: ['omnichat'] },
  'data.channels.whatsapp_code': {
    label: 'WhatsApp country code',
    section: 'channels',
    kinds: ['omnichat'],
    shownWhen: { path: 'data.channels.enable_whatsapp', is: [true] },
  },
  'data.channels.whatsapp_number': {
    label: 'WhatsApp number',
    section: 'channels',
    kinds: ['omnichat'],
    shownWhen: { path: 'data.channels.enable_whatsapp', is: [true] },
  },
  'data.channels.whatsapp_id': {
    label: 'WhatsApp address',
    section: 'channels',
    kinds: ['omnichat'],
    help: 'The full number the chat opens, digits only with the country code (wa.me/…).',
    shownWhen: { path: 'data.channels.enable_whatsapp', is: [true] },
  },
  'data.channels.whatsapp_prefill': {
    label: 'WhatsApp first message',
    section: 'channels',
    kinds: ['omnichat'],
    shownWhen: { path: 'data.channels.enable_whatsapp', is: [true] },
  },
  'data.channels.enable_email': { label: 'E-mail', section: 'channels', kinds: ['omnichat'] },
  'data.channels.email_to': {
    label: 'E-mail address',
    section: 'channels',
    kinds: ['omnichat'],
    shownWhen: { path: 'data.channels.enable_email', is: [true] },
  },

  // ── Kinds a page never draws ──
  'data.feed_comment_settings.post_covered_area': { label: 'Posts covered', section: 'advanced', kinds: ['feed_comment'] },
  'data.feed_comment_settings.track_root_comment_only': {
    label: 'Only comments on the post itself',
    section: 'advanced',
    kinds: ['feed_comment'],
  },
  'data.feed_comment_settings.reply_delay': { label: 'Reply delay', section: 'advanced', kinds: ['feed_comment'] },
  'data.feed_comment_settings.include_keywords': {
    label: 'Reply to comments with these words',
    section: 'advanced',
    kinds: ['feed_comment'],
    control: 'lines',
  },
  'data.feed_comment_settings.exclude_keywords': {
    label: 'Never to comments with these words',
    section: 'advanced',
    kinds: ['feed_comment'],
    control: 'lines',
  },
  'data.feed_comment_welcome': { label: 'Welcome message', section: 'advanced', internal: 'the platform’s message, set on the platform' },
  'data.messenger_code_settings.size': { label: 'Code size (px)', section: 'advanced', kinds: ['messenger_code'] },
  'data.messenger_code_settings.removeLogoBackground': {
    label: 'No background behind the logo',
    section: 'advanced',
    kinds: ['messenger_code'],
  },
  'data.messenger_code_settings.colors.bgColor': { label: 'Code background', section: 'advanced', kinds: ['messenger_code'] },
  'data.messenger_code_settings.colors.fgColor': { label: 'Code colour', section: 'advanced', kinds: ['messenger_code'], on: 'bgColor' },
};

/** Whether a field's entry applies to a widget of this kind and channel (`none` is Messenger). */
export function appliesTo(meta: FieldMeta, kind: string, channel: string): boolean {
  if (meta.internal) return false;
  if (meta.kinds && !meta.kinds.includes(kind as WidgetType)) return false;
  const on = channel === 'none' || channel === '' ? 'fb' : channel;
  return !meta.channels || meta.channels.includes(on);
}
