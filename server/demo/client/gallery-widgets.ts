/**
 * The widgets the demo gallery shows, and in which states: every card kind open and after the
 * opt-in, the SMS card also with an error and with its country list open, the launcher and the
 * customer chat with their bubble and with their panel open. The messenger checkbox is the
 * platform's own plugin, which an EU account never shows: it is not here. The visual tests
 * (test/visual) render the same frames.
 */
import { DEMO_LAUNCHER_CHANNELS, DEMO_LAUNCHER_GREETING, DEMO_LAUNCHER_POPUP_TEXT } from '../launcher-content';

export const GALLERY_STATES = ['open', 'submitted', 'error', 'countries', 'panel'] as const;
export type GalleryState = (typeof GALLERY_STATES)[number];

/** An EU account: the messenger plugins are skipped and every card shows its finished fallback button. */
export const GALLERY_APP = {
  pageId: '1234567',
  fb_page_id: 'acmecoffee',
  appId: '9876',
  widget_phone: '+15550100',
  is_eu_affected: true,
  sms_channel_connected: true,
};

/** The error the gallery's SMS card shows, as the server would send it. */
export const GALLERY_SMS_ERROR = 'This phone number does not look right. Check it and try again.';

interface GalleryKind {
  id: number;
  name: string;
  /** Overlays and the landing page cover their frame; the others take the room their content needs. */
  overlay: boolean;
  states: readonly GalleryState[];
}

const CARD_STATES: readonly GalleryState[] = ['open', 'submitted'];

export const GALLERY_KINDS: readonly GalleryKind[] = [
  { id: 901, name: 'Bar', overlay: true, states: CARD_STATES },
  { id: 902, name: 'Modal', overlay: true, states: CARD_STATES },
  { id: 903, name: 'Slide-in', overlay: true, states: CARD_STATES },
  { id: 904, name: 'Page takeover', overlay: true, states: CARD_STATES },
  { id: 905, name: 'Box', overlay: false, states: CARD_STATES },
  { id: 906, name: 'Button', overlay: false, states: CARD_STATES },
  { id: 907, name: 'Landing', overlay: true, states: CARD_STATES },
  { id: 908, name: 'SMS card in a box', overlay: false, states: ['open', 'error', 'countries', 'submitted'] },
  { id: 909, name: 'Launcher', overlay: true, states: ['open', 'panel'] },
  { id: 910, name: 'Customer chat', overlay: true, states: ['open', 'panel'] },
];

const submitted = {
  title: 'You are in!',
  desc: 'Check Messenger for your first roast alert.',
  showDescription: true,
  ctaText: 'Open Messenger',
};

function card(widget_id: number, widget_type: string, main: Record<string, unknown>, channel = 'fb') {
  return {
    widget_id,
    widget_type,
    channel,
    sms_keyword: 'ROAST',
    name: `Gallery ${widget_type}`,
    data: {
      main: {
        title: 'Fresh roasts, first',
        desc: '<p>Get a message the day a <b>small lot</b> is roasted.</p>',
        showDescription: true,
        optInButtonText: 'Send me roast alerts',
        whenDisplay: ['immediately', 0],
        ...main,
      },
      submitted: channel === 'sms' ? { ...submitted, desc: 'Your first roast alert is on its way by text.' } : submitted,
    },
  };
}

export function galleryWidgets() {
  return [
    card(901, 'bar', { title: 'A new roast every Friday', showDescription: false, barPlacement: 'top' }),
    card(902, 'modal', {}),
    card(903, 'slide_in', { slideInPlacement: 'rb' }),
    card(904, 'page_takeover', { pageTemplate: 'simple' }),
    card(905, 'box', {}),
    card(906, 'button', { buttonSize: 'large' }),
    card(907, 'landing', {}),
    card(908, 'box', { title: 'Roast alerts by text', smsButtonText: 'Text me' }, 'sms'),
    {
      widget_id: 909,
      widget_type: 'omnichat',
      channel: 'omni',
      sms_keyword: 'ROAST',
      name: 'Gallery launcher',
      data: {
        main: {
          popupMessageEnabled: true,
          popupMessageText: DEMO_LAUNCHER_POPUP_TEXT,
          popupMessageWhenDisplay: ['immediately', 0],
          // Still icons, so the open frame shows its popover at once rather than after the icons' first cycle.
          disableAnimation: true,
        },
        appearance: DEMO_LAUNCHER_GREETING,
        channels: DEMO_LAUNCHER_CHANNELS,
      },
    },
    // Where the platform's chat plugin does not serve (the EU), its own bubble and dialog stand in.
    {
      widget_id: 910,
      widget_type: 'customer_chat',
      name: 'Gallery customer chat',
      data: { setup: { greetingDialogDisplay: 'hide', loggedOutGreeting: 'Hi! Questions about a roast? Ask us here.' } },
    },
  ];
}
