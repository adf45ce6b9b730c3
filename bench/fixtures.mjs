/**
 * The pages and load answers the benchmark runs against. Every widget opens at once and may show
 * again, and the platform's SDK URL answers 404, so each messenger card shows its link fallback
 * without waiting on the network: what is measured is our code, not a third party's.
 */

export const ACCOUNT_ID = '1234567';
/** Where the snippet points the platform's SDK: a URL the bench server answers with 404. */
export const BLOCKED_SDK_URL = '/blocked/sdk.js';

export const APP = {
  pageId: ACCOUNT_ID,
  fb_page_id: ACCOUNT_ID,
  appId: '9876',
  widget_phone: '+15550100',
  page_name: 'Acme Coffee',
  sms_channel_connected: true,
  defaultSize: false,
  locale: 'en_US',
  is_eu_affected: false,
};

const NOW = { whenDisplay: ['immediately', 0], showAgain: ['always', 0], showAgainIfClosed: ['always', 0] };

function card(widgetId, widgetType, title, extra = {}, widgetExtra = {}) {
  return {
    widget_id: widgetId,
    widget_type: widgetType,
    channel: 'fb',
    name: title,
    widget_sign: '',
    data: {
      main: {
        title,
        desc: 'One message a week with the <b>new beans</b>. No spam.',
        showDescription: true,
        optInButtonText: 'Send me the roasts',
        ...NOW,
        ...extra,
      },
      submitted: { title: 'You are in!' },
    },
    ...widgetExtra,
  };
}

/** The one modal of the modal pages, also the widget whose static copy is the floor. */
export const MODAL = card(3, 'modal', 'Before you go: 10% off your first bag');

/**
 * The same modal waiting for exit intent: the loader fetches its stage and UI while the browser is
 * idle, so the trigger draws it without a download (bench/trigger.mjs times that).
 */
export const EXIT_MODAL = { ...MODAL, data: { ...MODAL.data, main: { ...MODAL.data.main, whenDisplay: ['exit_intent', 0] } } };

/** One widget of every kind a page can show at once (the landing page has its own, below). */
export const EVERY_KIND = [
  card(1, 'bar', 'A new roast every Friday', { barPlacement: 'top', allowHide: true }),
  card(2, 'slide_in', 'Enjoying the guide?', { slideInPlacement: 'rb' }),
  MODAL,
  card(4, 'page_takeover', 'The Acme Coffee Club', { pageTemplate: 'simple' }),
  card(5, 'box', 'Fresh roasts in your Messenger'),
  card(6, 'button', 'Get brewing tips', { buttonSize: 'large' }),
  {
    widget_id: 7,
    widget_type: 'customer_chat',
    channel: 'fb',
    data: { setup: { greetingDialogDisplay: 'show', loggedOutGreeting: 'Questions about your order?' } },
  },
  { widget_id: 8, widget_type: 'checkbox', channel: 'fb', data: { main: { skin: 'light', checkboxPosition: 'bottom' } } },
  {
    widget_id: 9,
    widget_type: 'omnichat',
    channel: 'omni',
    sms_keyword: 'JOIN',
    data: {
      main: { popupMessageEnabled: true, popupMessageText: 'Questions? Message us!', popupMessageWhenDisplay: ['immediately', 0] },
      appearance: { greeting_headline: 'Hi! How can we help?', greeting_text: 'Pick the app you like.' },
      channels: {
        enable_facebook: true,
        enable_whatsapp: true,
        whatsapp_id: '15550100',
        whatsapp_number: '+15550100',
        enable_sms: true,
        enable_email: true,
        email_to: 'hello@acme-coffee.example',
      },
    },
  },
  card(10, 'box', 'Get a text when the new roast drops', { smsButtonText: 'Text me' }, { channel: 'sms', sms_keyword: 'JOIN' }),
];

export const LANDING = card(11, 'landing', 'The Acme Coffee Club: a new bag every month');

/** Kinds whose element the runtime creates; the rest the page places itself. */
const EMBEDS = `
  <mc-box data-widget-id="5"></mc-box>
  <mc-button data-widget-id="6" data-widget-payload="tips"></mc-button>
  <div class="mcwidget-checkbox" data-widget-id="8"></div>
  <mc-box data-widget-id="10"></mc-box>`;

/** The elements the every-kind page ends up with, one per widget. */
export const EVERY_KIND_ELEMENTS = [
  'mc-bar',
  'mc-slide-in',
  'mc-modal',
  'mc-page-takeover',
  'mc-box',
  'mc-button',
  'mc-customer-chat',
  'mc-checkbox',
  'mc-omnichat',
  'mc-box',
];

// The every-kind page opens every element but the checkbox, which exists only as the platform's plugin,
// and the page takeover, which waits its turn behind the open modal (one blocking overlay at a time:
// docs/elements.md, "Overlays that take turns").
export const EVERY_OPENED = EVERY_KIND_ELEMENTS.filter((tag) => tag !== 'mc-checkbox' && tag !== 'mc-page-takeover').length;

/** A widget configured for a page it is not on: the loader runs, finds nothing due, and stops. */
const ELSEWHERE = { setup: { urlWhitelist: ['/somewhere-else'] } };

/** 100 inline cards, for the embed scaling run. */
export const MANY_BOXES = Array.from({ length: 100 }, (_, index) => card(1001 + index, 'box', `Card ${index + 1}`));

/** One page per kind for the heap run: the kind's widget alone, and the element the page places for it, if any. */
export const KIND_PAGES = [
  { name: 'bar', widget: EVERY_KIND[0] },
  { name: 'slide-in', widget: EVERY_KIND[1] },
  { name: 'modal', widget: MODAL },
  { name: 'page takeover', widget: EVERY_KIND[3] },
  { name: 'box', widget: EVERY_KIND[4], element: '<mc-box data-widget-id="5"></mc-box>' },
  { name: 'button', widget: EVERY_KIND[5], element: '<mc-button data-widget-id="6" data-widget-payload="tips"></mc-button>' },
  { name: 'customer chat', widget: EVERY_KIND[6] },
  { name: 'launcher', widget: EVERY_KIND[8] },
  { name: 'SMS card', widget: EVERY_KIND[9], element: '<mc-box data-widget-id="10"></mc-box>' },
  { name: 'landing page', widget: LANDING, element: '<div id="mcwidget-landing" data-widget-id="11"></div>' },
].map((kind, index) => ({ ...kind, hash: `kind${index}`, path: `/kind${index}-no-script` }));

/** Load answers by the hash the page's snippet sends. */
export const LOADS = {
  ...Object.fromEntries(KIND_PAGES.map((kind) => [kind.hash, { app: APP, widgets: [kind.widget] }])),
  none: {
    app: APP,
    widgets: [
      { ...MODAL, data: { ...MODAL.data, ...ELSEWHERE } },
      { ...EVERY_KIND[0], data: { ...EVERY_KIND[0].data, ...ELSEWHERE } },
    ],
  },
  modal: { app: APP, widgets: [MODAL] },
  exit: { app: APP, widgets: [EXIT_MODAL] },
  every: { app: APP, widgets: EVERY_KIND },
  landing: { app: APP, widgets: [LANDING] },
  boxes: { app: APP, widgets: MANY_BOXES },
};

export const ARTICLE = `
  <h1>How to brew a better cup</h1>
  <p>Start with fresh beans, ground just before brewing. Weigh them: 60 grams a litre is a good start.</p>
  <p>Water just off the boil, a steady pour, four minutes in the press. Taste, then change one thing at a time.</p>`;

export function snippetAttributes(hash) {
  return { src: '/dist/mc-widgets.js', 'data-account-id': ACCOUNT_ID, 'data-hash': hash, 'data-fb-sdk-url': BLOCKED_SDK_URL };
}

function snippet(hash) {
  const attributes = Object.entries(snippetAttributes(hash))
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  return `<script async ${attributes}></script>`;
}

export function html(title, body, head = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:720px;margin:0 auto;padding:24px}</style>${head}</head>
<body>${body}</body></html>`;
}

/** Every page of the run by path (the modal floor page is added once the modal has been captured). */
export function productPages() {
  return {
    '/blank': html('Blank', ARTICLE),
    '/none': html('No widget due', ARTICLE + snippet('none')),
    '/modal': html('One modal', ARTICLE + snippet('modal')),
    '/modal-exit': html('One modal on exit intent', ARTICLE + snippet('exit')),
    '/every': html('Every kind', ARTICLE + EMBEDS + snippet('every')),
    '/every-shop': html(
      'Every kind, on a storefront',
      ARTICLE + EMBEDS + snippet('every'),
      `<script>window.Shopify = { shop: 'bench.myshopify.com' };</script>`,
    ),
    '/landing': html('Landing', `<div id="mcwidget-landing" data-widget-id="11"></div>${snippet('landing')}`),
    // The heap run adds the snippet itself, after a first reading of the page without it.
    '/every-no-script': html('Every kind, script added later', ARTICLE + EMBEDS),
    ...Object.fromEntries(
      KIND_PAGES.map((kind) => [kind.path, html(`One ${kind.name}, script added later`, ARTICLE + (kind.element ?? ''))]),
    ),
  };
}

export function boxesPage(count) {
  const boxes = Array.from({ length: count }, (_, index) => `<mc-box data-widget-id="${1001 + (index % 100)}"></mc-box>`).join('\n');
  return html(`${count} embeds`, ARTICLE + boxes + snippet('boxes'));
}

/** The peers, loaded the way their docs say, measured by the same code as ours. */
export const PEER_PAGES = {
  // Typebot's embed: the ES module, and a bubble started from it.
  '/peer-typebot': html(
    'Typebot',
    `${ARTICLE}<script type="module">
      import Typebot from '/peers/typebot/web.js';
      Typebot.initBubble({ typebot: 'bench', apiHost: location.origin, theme: { button: { backgroundColor: '#0084ff' } } });
    </script>`,
  ),
  // PostHog's core and its surveys extension, started against this server (which answers 404 to its calls).
  '/peer-posthog': html(
    'PostHog',
    `${ARTICLE}<script src="/peers/posthog/array.js"></script><script src="/peers/posthog/surveys.js"></script>
    <script>posthog.init('phc_bench', { api_host: location.origin, autocapture: false, capture_pageview: false, disable_session_recording: true });</script>`,
  ),
};
